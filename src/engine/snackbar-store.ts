import { makeAutoObservable } from 'mobx'
import type { SnackbarTone } from '../ui/Snackbar'

/** Snackbars hide after 6 s (the same figure as `SNACKBAR_MS` of src/ui/Snackbar). */
export const SNACKBAR_HIDE_MS = 6000

export interface SnackbarMessage {
  /** Changes with every `show`, so the view can remount (and re-announce) the same text. */
  id: number
  /** Already translated, or the server's own message. */
  message: string
  severity: SnackbarTone
}

/**
 * The widget's one snackbar. `show` replaces what is up and starts a fresh
 * 6-second timer; `hide(id)` ignores an id that is no longer shown, so a late
 * timer or dismiss never hides a newer message.
 */
export class SnackbarStore {
  current: SnackbarMessage | null = null
  private nextId = 1
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor() {
    makeAutoObservable<SnackbarStore, 'nextId' | 'timer'>(this, { nextId: false, timer: false })
  }

  show(message: string, severity: SnackbarTone = 'error'): void {
    const id = this.nextId++
    this.current = { id, message, severity }
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => this.hide(id), SNACKBAR_HIDE_MS)
  }

  hide(id?: number): void {
    if (!this.current || (id !== undefined && this.current.id !== id)) return
    this.current = null
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }
}

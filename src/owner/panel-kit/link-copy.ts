import { makeAutoObservable, runInAction } from 'mobx'

/** Writes text to the clipboard (the browser's `navigator.clipboard` by default; tests hand their own). */
export type WriteClipboard = (text: string) => Promise<void>

export const browserClipboard: WriteClipboard = (text) =>
  typeof navigator !== 'undefined' && navigator.clipboard
    ? navigator.clipboard.writeText(text)
    : Promise.reject(new Error('no clipboard'))

/**
 * A 'Copy link' button's store: copies a link and says how it went ('Link copied', or, where the clipboard is
 * refused, that the owner should select the link and copy it).
 *
 * @example
 * const copy = new LinkCopy()
 * await copy.copy('https://kesar.example/products/garam-masala') // copy.outcome === 'copied'
 */
export class LinkCopy {
  outcome: 'copied' | 'failed' | null = null

  constructor(private readonly writeClipboard: WriteClipboard = browserClipboard) {
    makeAutoObservable<LinkCopy, 'writeClipboard'>(this, { writeClipboard: false })
  }

  /** Copies `link`; true when the clipboard took it. */
  async copy(link: string): Promise<boolean> {
    try {
      await this.writeClipboard(link)
      runInAction(() => (this.outcome = 'copied'))
      return true
    } catch {
      runInAction(() => (this.outcome = 'failed'))
      return false
    }
  }

  clear(): void {
    this.outcome = null
  }
}

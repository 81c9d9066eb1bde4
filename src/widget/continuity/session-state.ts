import type { StorageLike } from '../../engine/session/storage'

/** The session storage key of the widget's state (one per site origin, per tab). */
export const WIDGET_STATE_KEY = 'vitrineWidget'

/**
 * What a reload or another page of the same site gives back to the visitor:
 * the widget open or closed, the view they were on (a side panel, a chat
 * state that fills the tab, what plugins keep: the checkout with its lines,
 * the address form over it) and what they had typed and not sent yet (`drafts`: per view, per
 * field). Never a one-time code or a token.
 */
export interface WidgetSessionState {
  open: boolean
  panel: string | null
  /** A chat state that fills the tab (the single-item order, the enquiry), else null. */
  state: string | null
  /** What plugin stores keep of their view (`saveView()`, e.g. the checkout's lines), by plugin id. */
  kept: Record<string, unknown>
  drafts: Record<string, Record<string, string>>
}

const EMPTY: WidgetSessionState = {
  open: false,
  panel: null,
  state: null,
  kept: {},
  drafts: {},
}

/**
 * The widget's state in session storage (`WIDGET_STATE_KEY`), read once and
 * written on each change. Anything unreadable is read as nothing kept.
 *
 * @example
 * const kept = new SessionState(sessionStorage)
 * if (kept.value.open) engine.ui.open()
 * kept.update({ open: engine.ui.isOpen })
 */
export class SessionState {
  value: WidgetSessionState

  constructor(private readonly storage: StorageLike) {
    this.value = read(storage)
  }

  update(patch: Partial<WidgetSessionState>): void {
    this.value = { ...this.value, ...patch }
    try {
      this.storage.setItem(WIDGET_STATE_KEY, JSON.stringify(this.value))
    } catch {
      // Storage full or refused: the visit goes on without it.
    }
  }

  /** Keeps what was typed in `field` of `view` (an empty value forgets it). */
  draft(view: string, field: string, value: string): void {
    const fields = { ...this.value.drafts[view], [field]: value }
    if (value === '') delete fields[field]
    this.update({ drafts: { ...this.value.drafts, [view]: fields } })
  }

  /** The view's form was sent: its input is no longer kept. */
  sent(view: string): void {
    const { [view]: _sent, ...drafts } = this.value.drafts
    this.update({ drafts })
  }

  /** Sign-out: nothing is kept. */
  clear(): void {
    this.value = EMPTY
    try {
      this.storage.removeItem(WIDGET_STATE_KEY)
    } catch {
      // As above.
    }
  }
}

function read(storage: StorageLike): WidgetSessionState {
  try {
    const stored: unknown = JSON.parse(storage.getItem(WIDGET_STATE_KEY) ?? 'null')
    if (typeof stored !== 'object' || stored === null) return EMPTY
    const value = stored as Partial<WidgetSessionState>
    const text = (field: unknown) => (typeof field === 'string' ? field : null)
    return {
      open: value.open === true,
      panel: text(value.panel),
      state: text(value.state),
      kept: typeof value.kept === 'object' && value.kept !== null ? value.kept : {},
      drafts: draftsOf(value.drafts),
    }
  } catch {
    return EMPTY
  }
}

function draftsOf(drafts: unknown): WidgetSessionState['drafts'] {
  if (typeof drafts !== 'object' || drafts === null) return {}
  const kept: WidgetSessionState['drafts'] = {}
  for (const [view, fields] of Object.entries(drafts)) {
    if (typeof fields !== 'object' || fields === null) continue
    kept[view] = Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string'
      }),
    )
  }
  return kept
}

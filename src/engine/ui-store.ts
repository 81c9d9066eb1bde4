import { makeAutoObservable } from 'mobx'
import type { PanelMove, PanelView, WidgetTab } from './names'
import { STORAGE_KEYS, type StorageLike } from './session/storage'

/** What the UI store needs to know of the plugins' panels. */
export interface PanelMap {
  /** Whether some plugin draws the view. */
  hasPanel(view: PanelView): boolean
  /** Where Back leads from the view, as its plugin declared (null closes the panel). */
  panelBack(view: PanelView): PanelView | null
}

/**
 * The widget's own UI state: open or closed, the tab, the side panel view,
 * and the unread badge (business messages received while closed, cleared on
 * open). Opening sets `chatWidgetOpened`, which makes the first visit the
 * only one that opens by itself.
 */
export class UiStore {
  isOpen = false
  tab: WidgetTab = 'chat'
  panel: PanelView | null = null
  /** Whether the last panel change went deeper or back (see `PanelMove`); the shell slides views in from that side. */
  panelMove: PanelMove = 'push'
  unreadCount = 0

  constructor(
    private readonly storage: StorageLike,
    /** The plugins' panels (the registry); "Back" closes the panel when its target is not drawn. */
    private readonly panels: PanelMap,
  ) {
    makeAutoObservable<UiStore, 'storage' | 'panels'>(this, { storage: false, panels: false })
  }

  open(): void {
    this.isOpen = true
    this.unreadCount = 0
    this.storage.setItem(STORAGE_KEYS.chatWidgetOpened, 'true')
  }

  close(): void {
    this.isOpen = false
  }

  toggle(): void {
    if (this.isOpen) this.close()
    else this.open()
  }

  /**
   * The widget has never been opened in this browser (no `chatWidgetOpened` flag): it opens by itself (see
   * `src/widget/mount.tsx` on a wide screen, `src/widget/continuity/calm-open.ts` on a phone).
   */
  get isFirstVisit(): boolean {
    return this.storage.getItem(STORAGE_KEYS.chatWidgetOpened) === null
  }

  setTab(tab: WidgetTab): void {
    this.tab = tab
  }

  openPanel(view: PanelView): void {
    this.panel = view
    this.panelMove = 'push'
  }

  closePanel(): void {
    this.panel = null
    this.panelMove = 'pop'
  }

  /**
   * The view "Back" leads to (item to catalogue, catalogue to topic, cart to catalogue, as each plugin declares), or
   * null when it closes the panel.
   */
  get backTarget(): PanelView | null {
    const target = this.panel ? this.panels.panelBack(this.panel) : null
    return target && this.panels.hasPanel(target) ? target : null
  }

  back(): void {
    this.panel = this.backTarget
    this.panelMove = 'pop'
  }

  /** A business message arrived: counts only while the widget is closed. */
  noteIncoming(count = 1): void {
    if (!this.isOpen) this.unreadCount += count
  }

  /** Back to how a fresh visit starts (logout), keeping open/closed. */
  reset(): void {
    this.tab = 'chat'
    this.panel = null
    this.panelMove = 'pop'
    this.unreadCount = 0
  }
}

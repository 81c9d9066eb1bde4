import { makeAutoObservable } from 'mobx'
import type { PanelView, WidgetTab } from './names'
import { STORAGE_KEYS, type StorageLike } from './session/storage'

/** Where "Back" leads from each side panel view (§2); null closes the panel. */
export const PANEL_BACK: Record<PanelView, PanelView | null> = {
  catalogueProductItem: 'catalogue',
  catalogueServiceItem: 'catalogue',
  catalogue: 'topic',
  cartSummary: 'catalogue',
  topic: null,
  template: null,
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
  unreadCount = 0

  constructor(
    private readonly storage: StorageLike,
    /** Whether some plugin draws a panel view; "Back" skips to closing when the target is not drawn. */
    private readonly hasPanel: (view: PanelView) => boolean,
  ) {
    makeAutoObservable<UiStore, 'storage' | 'hasPanel'>(this, { storage: false, hasPanel: false })
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

  /** §2: opens on the first visit ever, and whenever the URL asked for it (`chat=open`). */
  autoOpen(chatOpenRequested: boolean): void {
    if (chatOpenRequested || this.storage.getItem(STORAGE_KEYS.chatWidgetOpened) === null) this.open()
  }

  setTab(tab: WidgetTab): void {
    this.tab = tab
  }

  openPanel(view: PanelView): void {
    this.panel = view
  }

  closePanel(): void {
    this.panel = null
  }

  /** The view "Back" leads to, or null when it closes the panel. */
  get backTarget(): PanelView | null {
    const target = this.panel ? PANEL_BACK[this.panel] : null
    return target && this.hasPanel(target) ? target : null
  }

  back(): void {
    this.panel = this.backTarget
  }

  /** A business message arrived: counts only while the widget is closed. */
  noteIncoming(count = 1): void {
    if (!this.isOpen) this.unreadCount += count
  }

  /** Back to how a fresh visit starts (logout), keeping open/closed. */
  reset(): void {
    this.tab = 'chat'
    this.panel = null
    this.unreadCount = 0
  }
}

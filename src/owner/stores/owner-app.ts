import type { i18n } from 'i18next'
import { autorun, makeAutoObservable, observableRef, reaction } from 'mobx'
import type { OwnerIdentity } from '../../../contract/owner-auth'
import { createOwnerI18n, ownerT, type OwnerT } from '../i18n'
import { type OwnerHttpClient, ownerHttpClient } from '../../client/http/owner-cookie-policy'
import { OwnerLiveBus, type OwnerSocketFactory } from '../owner-live'
import { OrdersBadgeStore } from '../orders/orders-badge-store'
import { SettingsNavigation, type SettingsScreen } from '../settings/settings-navigation'
import { ConversationStore } from './conversation-store'
import { InboxStore } from './inbox-store'
import { LeadsBadgeStore } from './leads-badge-store'
import { newPanels, type OwnerPanels } from './owner-panels'
import { SessionStore } from './session-store'

/** The owner app's top-level tabs. */
export const OWNER_TABS = [
  'insights',
  'inbox',
  'leads',
  'orders',
  'customers',
  'catalogue',
  'website',
  'settings',
  'share',
] as const
export type OwnerTab = (typeof OWNER_TABS)[number]

/** What a narrow screen shows of the inbox: one of list → conversation → customer info at a time. */
export type OwnerPane = 'list' | 'conversation' | 'customer'

/**
 * How many of the inbox's columns fit side by side (list | conversation | customer): 1 at phone width, 3 on a desktop.
 */
export type ColumnCount = 1 | 2 | 3

export interface OwnerAppOptions {
  /** The HTTP calls' `fetch` (tests hand a fake one). */
  fetch?: typeof fetch
  /** Opens the owner socket after sign-in (production: socket.io-client); none in tests: they emit into `live`. */
  socket?: OwnerSocketFactory
  i18n?: i18n
  now?: () => number
  /** A one-time hand-over token from the URL (`#handover=`): spent at start for this site's session. */
  handoverToken?: string
  /** Whether the page is on screen (default: the document's visibility). */
  isVisible?: () => boolean
  /** Opens another site's `/owner` (the site switcher; default: the browser goes there). */
  navigate?: (url: string) => void
  /** The tab shown after sign-in (default: the inbox; on a laptop the app's entry picks Insights). */
  firstTab?: OwnerTab
}

/**
 * The owner app's root store: the session (sign-in), the inbox list, the open conversation, the Leads badge and the
 * panels' stores (`panels`), plus what is on screen (tab, the narrow screen's pane, how many columns fit, whether the
 * window is visible). It wires the live events to the stores, keeps the document title ("(3) Inbox · Kesar
 * Kitchen"), and marks the open conversation read whenever the owner is actually looking at it.
 *
 * @example
 * const app = new OwnerApp({ socket: socketIo() })
 * const stop = app.start()
 * createRoot(root).render(<OwnerRoot app={app} />)
 */
export class OwnerApp {
  readonly api: OwnerHttpClient
  /** The live events (the kernel's socket bus); the socket opens after sign-in. */
  readonly live = new OwnerLiveBus()
  readonly i18n: i18n
  readonly t: OwnerT
  readonly session: SessionStore
  readonly inbox: InboxStore
  readonly conversation: ConversationStore
  readonly leads: LeadsBadgeStore
  /** The Orders tab's badge: new orders and reported payments since the tab was last opened. */
  readonly ordersBadge = new OrdersBadgeStore()
  panels: OwnerPanels
  /** The tab shown after sign-in, which carries 'Ready to sell' and the onboarding checklist. */
  readonly firstTab: OwnerTab
  tab: OwnerTab
  /** The Settings tab's list, or the screen open there. */
  readonly settingsNav = new SettingsNavigation()
  /** The id of the element to focus once the selected tab shows it (a checklist step's section), or null. */
  focusRequest: string | null = null
  pane: OwnerPane = 'list'
  columns: ColumnCount = 3
  visible: boolean
  private readonly options: OwnerAppOptions

  constructor(options: OwnerAppOptions = {}) {
    this.options = options
    this.firstTab = options.firstTab ?? 'inbox'
    this.tab = this.firstTab
    this.i18n = options.i18n ?? createOwnerI18n()
    this.t = ownerT(this.i18n)
    this.api = ownerHttpClient({ fetch: options.fetch, onSignedOut: () => this.session.signedOut() })
    const isReading = (customerId: string) => this.isReading(customerId)
    this.session = new SessionStore({
      api: this.api,
      t: this.t,
      onSignedIn: (identity) => this.signedIn(identity),
      onSignedOut: () => this.signedOut(),
    })
    const me = () => this.session.identity?.owner.id ?? null
    this.inbox = new InboxStore({ api: this.api, t: this.t, isReading, me })
    this.conversation = new ConversationStore({
      api: this.api,
      t: this.t,
      inbox: this.inbox,
      now: options.now ?? Date.now,
      isReading,
    })
    this.leads = new LeadsBadgeStore(this.api)
    this.panels = this.newPanels()
    this.visible = this.pageVisible()
    makeAutoObservable<OwnerApp, 'options'>(this, {
      api: false,
      live: false,
      i18n: false,
      t: false,
      session: false,
      inbox: false,
      conversation: false,
      leads: false,
      ordersBadge: false,
      settingsNav: false,
      panels: observableRef,
      options: false,
    })
  }

  /** Asks who is signed in and starts following the live events, visibility and title; returns the stop. */
  start(): () => void {
    const stops = [
      this.live.on('message', (event) => {
        this.conversation.receive(event)
        this.inbox.receive(event)
      }),
      this.live.on('read', (event) => {
        this.inbox.read(event)
        if (event.reader === 'customer') this.conversation.readByCustomer(event.customerId, event.readAt)
      }),
      this.live.on('lead', () => void this.leads.load()),
      this.live.on('conversationLabels', (event) => {
        this.inbox.labelled(event)
        this.panels.customers.labelled(event)
      }),
      this.live.on('assignment', (event) => this.inbox.assigned(event)),
      this.live.on('order', (event) => this.ordersBadge.received(event.order, this.tab === 'orders' && this.visible)),
      this.live.on('reconnected', () => {
        void this.inbox.refresh()
        void this.conversation.loadLatest()
        void this.leads.load()
      }),
      autorun(() => {
        if (typeof document !== 'undefined') document.title = this.documentTitle
      }),
      // Unread messages of the open conversation are read as soon as the owner looks at it (window back in view, back
      // from customer info).
      reaction(
        () => {
          const open = this.conversation.customerId
          return open !== null && this.isReading(open) && (this.inbox.conversation(open)?.unread ?? 0) > 0
        },
        (unreadInView) => {
          if (unreadInView) void this.conversation.markRead()
        },
      ),
    ]
    const onVisibility = () => this.setVisible(this.pageVisible())
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility)
    void this.session.check(this.options.handoverToken)
    return () => {
      for (const stop of stops) stop()
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility)
      this.live.close()
    }
  }

  /** The site's name, once signed in. */
  get siteName(): string {
    return this.session.identity?.site.name ?? ''
  }

  /** "(3) Inbox · Kesar Kitchen": the unread conversations, the tab, the site. */
  get documentTitle(): string {
    if (this.session.status !== 'signedIn') return this.t('signIn.documentTitle')
    const values = { view: this.t(`tabs.${this.tab}`), site: this.siteName, count: this.inbox.unreadConversations }
    return values.count > 0 ? this.t('app.documentTitleUnread', values) : this.t('app.documentTitle', values)
  }

  /** The open conversation is on screen (its tab, its column or pane). */
  get showsConversation(): boolean {
    if (this.tab !== 'inbox' || this.conversation.customerId === null) return false
    if (this.columns === 3) return true
    return this.columns === 2 ? this.pane !== 'customer' : this.pane === 'conversation'
  }

  /** The owner is looking at this customer's conversation right now. */
  isReading(customerId: string): boolean {
    return this.visible && this.showsConversation && this.conversation.customerId === customerId
  }

  /** Opens a tab; Settings opens at its list (a tap on Settings from one of its screens goes back to the list). */
  selectTab(tab: OwnerTab): void {
    this.tab = tab
    this.settingsNav.reset()
    if (tab === 'orders') this.ordersBadge.clear()
  }

  /**
   * Opens a tab (and one screen of Settings) and asks for the element `focusId` there to take the focus once it shows
   * (`useFocusRequest`).
   */
  goTo(tab: OwnerTab, focusId: string, settingsScreen?: SettingsScreen): void {
    this.selectTab(tab)
    if (settingsScreen) this.settingsNav.open(settingsScreen)
    this.focusRequest = focusId
  }

  /** Opens the Catalogue tab on the form for a new item (its name field takes the focus). */
  addItem(): void {
    this.selectTab('catalogue')
    this.panels.catalogue.openNewItem()
  }

  /** The focus request was met (or dropped). */
  clearFocusRequest(): void {
    this.focusRequest = null
  }

  /** An order of the Orders tab, with its customer: the inbox's conversation (their orders beside it or a tap away). */
  openOrderCustomer(customerId: string): void {
    this.selectTab('inbox')
    this.openConversation(customerId)
  }

  openConversation(customerId: string): void {
    this.conversation.open(customerId)
    this.pane = 'conversation'
  }

  /** The customer's info (cart, addresses, orders) beside, or instead of, the conversation. */
  showCustomer(): void {
    if (this.conversation.customerId !== null) this.pane = 'customer'
  }

  /** One step back on a narrow screen: customer info → conversation → list. */
  back(): void {
    this.pane = this.pane === 'customer' ? 'conversation' : 'list'
  }

  setColumns(columns: ColumnCount): void {
    this.columns = columns
  }

  setVisible(visible: boolean): void {
    this.visible = visible
    if (visible && this.tab === 'orders') this.ordersBadge.clear()
  }

  private newPanels(): OwnerPanels {
    return newPanels({
      api: this.api,
      live: this.live,
      t: this.t,
      inbox: this.inbox,
      now: this.options.now,
      onLeft: () => this.session.signedOut(),
      navigate: this.options.navigate ?? ((url) => window.location.assign(url)),
    })
  }

  private pageVisible(): boolean {
    if (this.options.isVisible) return this.options.isVisible()
    return typeof document === 'undefined' || document.visibilityState !== 'hidden'
  }

  private signedIn(_identity: OwnerIdentity): void {
    if (this.options.socket) this.live.connect(this.options.socket)
    void this.inbox.load()
    void this.leads.load()
  }

  private signedOut(): void {
    this.live.close()
    this.conversation.close()
    this.inbox.reset()
    this.leads.reset()
    this.ordersBadge.reset()
    this.panels = this.newPanels()
    this.tab = this.firstTab
    this.settingsNav.reset()
    this.pane = 'list'
  }
}

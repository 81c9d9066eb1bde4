import { QuickRepliesStore } from '../quick-replies/quick-replies-store'
import { InsightsStore } from '../insights/insights-store'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import type { OwnerT } from '../i18n'
import type { OwnerLiveBus } from '../owner-live'
import { CatalogueStudioStore } from '../catalogue/catalogue-studio-store'
import { CustomerContextStore } from '../context/customer-context-store'
import { LabelsStore } from '../labels/labels-store'
import { CustomersStore } from '../customers/customers-store'
import { LeadsStore } from '../leads/leads-store'
import { NotificationsStore } from '../notifications/notifications-store'
import { OrdersBoardStore } from '../orders/orders-board-store'
import { OwnerOrdersStore } from '../orders/owner-orders-store'
import { QuotesStore } from '../quotes/quotes-store'
import { SettingsStore } from '../settings/settings-store'
import { domainSetting, type DomainStore } from '../share/domain-store'
import { EmbedStore } from '../share/embed-store'
import { ReadyToSellStore } from '../share/ready-to-sell-store'
import { ShareStore } from '../share/share-store'
import { SitesStore } from '../team/sites-store'
import { TeamStore } from '../team/team-store'
import { WebsiteStore } from '../website/website-store'
import type { InboxStore } from './inbox-store'

/**
 * The stores of the panels the app mounts: the Leads view, the Website tab, the customer beside a conversation, the
 * top bar's site switcher and notifications. New ones for each signed-in session; a view never makes its own.
 */
export interface OwnerPanels {
  leads: LeadsStore
  website: WebsiteStore
  catalogue: CatalogueStudioStore
  settings: SettingsStore
  /** Settings, Team: the site's owners. */
  team: TeamStore
  customer: CustomerContextStore
  /** The Customers tab's list and the customer opened there (their context is a panel of its own). */
  customers: CustomersStore
  quotes: QuotesStore
  /** The Share tab's link, QR code and WhatsApp message, and the onboarding checklist on the first screen. */
  share: ShareStore
  /** 'Ready to sell' on the first screen: what stops a customer ordering now. */
  readyToSell: ReadyToSellStore
  /** The Share tab's custom domain. */
  domain: DomainStore
  /** The Share tab's embed snippet, allowed websites and identify secret. */
  embed: EmbedStore
  /** The Orders tab's orders, grouped by stage. */
  orders: OrdersBoardStore
  /** The top bar's switch to another site of the owner's. */
  sites: SitesStore
  /** This device's notifications and the owner's choices. */
  notifications: NotificationsStore
  /** The saved answers: Settings' Quick replies and the composer's `/` menu. */
  quickReplies: QuickRepliesStore
  /** Insights: the period's figures against the period before. */
  insights: InsightsStore
  /** The labels (Settings' Labels, the inbox's chips and filters) and the owner's labelling and assigning. */
  labels: LabelsStore
}

export interface PanelDeps {
  api: OwnerHttpClient
  live: OwnerLiveBus
  t: OwnerT
  /** The inbox list (the labels' actions update its rows). */
  inbox: InboxStore
  now?: () => number
  /** The signed-in owner left the site (removed themselves from its team). */
  onLeft(): void
  /** Opens another site's `/owner`. */
  navigate(url: string): void
}

/** The panels' stores of one signed-in session. */
export function newPanels({ api, live, t, inbox, now, onLeft, navigate }: PanelDeps): OwnerPanels {
  // One map of the site's orders, and the owner's actions on them, for the Orders tab and the customer column alike.
  const orders = new OwnerOrdersStore(api, live)
  const settings = new SettingsStore(api)
  return {
    leads: new LeadsStore(api, live),
    website: new WebsiteStore(api),
    catalogue: new CatalogueStudioStore(api, live),
    settings,
    team: new TeamStore({ api, t, onLeft }),
    customer: new CustomerContextStore(api, orders),
    customers: new CustomersStore(api, new CustomerContextStore(api, orders)),
    quotes: new QuotesStore(api, live, t, now),
    share: new ShareStore(api),
    readyToSell: new ReadyToSellStore(api, live, () => settings.saves + settings.delivery.saves),
    domain: domainSetting(api),
    embed: new EmbedStore(api),
    orders: new OrdersBoardStore(api, orders),
    sites: new SitesStore({ api, navigate }),
    notifications: new NotificationsStore(api),
    quickReplies: new QuickRepliesStore(api),
    insights: new InsightsStore(api),
    labels: new LabelsStore({ api, live, t, inbox }),
  }
}

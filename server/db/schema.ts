import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { MessageEvent, OfferCard } from '../../contract/chat.js'
import type { BusinessKind } from '../../contract/signup.js'
import type { Language } from '../../contract/language.js'
import type { OwnerSessionsTable, SiteOwnersTable } from './schema-owners.js'
import type {
  OrderRequestsTable,
  OrderSequencesTable,
  OrdersTable,
  PaymentEventsTable,
  PaymentPartsTable,
  QuotesTable,
  PaymentsTable,
  SandboxOrdersTable,
  SandboxPaymentsTable,
} from './schema-orders.js'
import type { PageDraftsTable, PageVersionsTable } from './schema-page-versions.js'
import type { HandoverTokensTable, HeldSubdomainsTable, SignupInvitesTable, SignupsTable } from './schema-signup.js'
import type { OwnerPushSettingsTable, PushBuzzesTable, PushSendsTable, PushSubscriptionsTable } from './schema-push.js'
import type { EmailDigestsTable, EmailSendsTable, OwnerEmailSettingsTable } from './schema-email.js'
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from './schema-webhooks.js'
import type { SiteEmbedsTable } from './schema-embed.js'
import type { OtpDeliveriesTable } from './schema-otp.js'
import type {
  CatalogueItemsTable,
  CataloguesTable,
  CategoriesTable,
  DispatchPointsTable,
  ItemSlugHistoryTable,
} from './schema-catalogue.js'
import type { CreatedAt, Json, JsonWithDefault, UpdatedAt } from './schema-columns.js'

export type {
  OrderRequestsTable,
  OrderSequencesTable,
  OrdersTable,
  PaymentAttemptStatus,
  PaymentEventsTable,
  PaymentPartsTable,
  PaymentsTable,
  RefundStatus,
  QuotesTable,
  SandboxOrdersTable,
  SandboxPaymentsTable,
} from './schema-orders.js'

export type { CatalogueItemsTable, CataloguesTable, CategoriesTable, DispatchPointsTable } from './schema-catalogue.js'

export { json, type CreatedAt, type Json, type JsonWithDefault, type UpdatedAt } from './schema-columns.js'

export interface SitesTable {
  id: Generated<string>
  subdomain: string
  customDomain: string | null
  isPremium: Generated<boolean>
  templateSlug: string
  colorPalette: Json<Record<string, string>>
  logo: string | null
  /** Chat widget settings; null: the site has no chat. */
  widgetSettings: Json<unknown> | null
  /** Payment integrations (manual details, gateways). */
  paymentSettings: Json<unknown>
  /** The owner's business profile and hours (server/modules/settings). */
  businessSettings: JsonWithDefault<unknown>
  headerSection: Json<unknown> | null
  footerSection: Json<unknown> | null
  mobFooterSection: Json<unknown> | null
  /** The language readers get when neither their choice nor their browser names one offered (0031). */
  defaultLanguage: Generated<Language>
  /** The kind of business chosen at sign-up or in the business profile (0038); null: not said. */
  businessKind: Generated<BusinessKind | null>
  createdAt: CreatedAt
}

export interface PagesTable {
  id: Generated<string>
  siteId: string
  route: string
  sections: Json<unknown[]>
  updatedAt: UpdatedAt
}

export interface CustomersTable {
  id: Generated<string>
  siteId: string
  countryCode: string
  phoneNumber: string
  name: string | null
  status: Generated<'active' | 'inactive'>
  /** The language the customer reads; the server's messages to them use it (0031). Null: never known. */
  language: Language | null
  createdAt: CreatedAt
}

export interface MessagesTable {
  id: Generated<string>
  siteId: string
  customerId: string
  sender: 'user' | 'system'
  senderId: string
  type: string
  message: string
  caption: string | null
  contentType: string | null
  messageView: string | null
  clientMessageId: string | null
  createdAt: CreatedAt
  /**
   * When the other side read it (the owner a customer's message, the customer's widget the business's); null: unread.
   */
  readAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /**
   * 'enquiry' for a customer's enquiry (docs/product.md, 'Validation rules'); 'event' for an order or payment event
   * the system wrote (`event` says which); 'offer' for an owner's offer (`offer` is its card); null otherwise.
   */
  kind: ColumnType<MessageKindColumn, MessageKindColumn | undefined, MessageKindColumn>
  /** The order event of a `kind: 'event'` message. */
  event: ColumnType<MessageEvent | null, string | null | undefined, string | null>
  /** When the owner read an event message (its `read_at` is the customer's); null: unread, or not an event. */
  ownerReadAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** The card of a `kind: 'offer'` message (0054). */
  offer: ColumnType<OfferCard | null, string | null | undefined, string | null>
}

type MessageKindColumn = 'enquiry' | 'event' | 'offer' | null

export interface CartItemsTable {
  id: Generated<string>
  siteId: string
  customerId: string
  itemId: string
  variantId: string | null
  packageId: string | null
  quantity: number
  position: number
  addedAt: CreatedAt
  updatedAt: UpdatedAt
}

export interface DeliveryAddressesTable {
  id: Generated<string>
  siteId: string
  customerId: string
  type: 'home' | 'work' | 'other'
  name: string | null
  fullName: string
  countryCode: string
  phone: string
  addressLine1: string
  addressLine2: string | null
  city: string
  state: string
  pincode: string
  isDefault: Generated<boolean>
  createdAt: CreatedAt
}

export interface ContactSubmissionsTable {
  id: Generated<string>
  siteId: string
  name: string
  contact: string
  countryCode: string
  email: string | null
  company: string | null
  messageContent: string | null
  /** The form's optional free message. */
  message: Generated<string | null>
  ip: string | null
  createdAt: CreatedAt
  /** When the owner marked the lead handled; null: open. */
  handledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** A timestamp the server writes from its own clock (so tests can move time). */
type Timestamp = ColumnType<Date, Date | string, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/** One sent one-time code: only its HMAC is stored; rows also carry the rate-limit history. */
export interface OtpChallengesTable {
  id: Generated<string>
  siteId: string
  countryCode: string
  phoneNumber: string
  codeHash: string
  expiresAt: Timestamp
  attempts: Generated<number>
  /** Set when verified, or when a newer code for the same phone replaced it. */
  consumedAt: NullableTimestamp
  createdAt: CreatedAt
  ip: string | null
}

/** A refresh token (sha256 of the cookie value); rotation chains a family through `replacedBy`. */
export interface RefreshTokensTable {
  id: Generated<string>
  siteId: string
  customerId: string
  tokenHash: string
  familyId: string
  expiresAt: Timestamp
  revokedAt: NullableTimestamp
  replacedBy: string | null
  createdAt: CreatedAt
}

/** Secrets every process sharing the database uses (the access-token signing key). */
export interface ServerSecretsTable {
  name: string
  value: string
}

/**
 * A fixed-window counter of a rate limit (`message:<customer>`, `upload:<customer>`, `contact:<ip>`), shared by every
 * process.
 */
export interface RateLimitCountersTable {
  key: string
  hits: number
  windowEndsAt: Timestamp
}

/** A stored upload and its size, for the per-site quota. */
export interface UploadsTable {
  /** The storage key (`<site>/<folder>/...`). */
  key: string
  siteId: string
  customerId: string | null
  bytes: number
  createdAt: CreatedAt
}

/** The whole schema as Kysely sees it (camelCase here, snake_case in SQL). */
/**
 * The outbox of domain events (contract/events.ts): one row per event,
 * written in the transaction of the change it records, delivered by the
 * dispatcher of server/events/. `leaseUntil`: the process that holds the
 * event (its writer, or the poller that claimed it) delivers it until then;
 * after, any process may claim it. `deliveredAt` null: still to deliver.
 */
export interface OutboxEventsTable {
  id: string
  type: string
  siteId: string | null
  payload: Json<unknown>
  createdAt: CreatedAt
  leaseUntil: Date | string
  attempts: ColumnType<number, number | undefined, number>
  deliveredAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  lastError: ColumnType<string | null, string | null | undefined, string | null>
}

export interface Database {
  sites: SitesTable
  pages: PagesTable
  customers: CustomersTable
  messages: MessagesTable
  categories: CategoriesTable
  catalogues: CataloguesTable
  dispatchPoints: DispatchPointsTable
  catalogueItems: CatalogueItemsTable
  itemSlugHistory: ItemSlugHistoryTable
  cartItems: CartItemsTable
  deliveryAddresses: DeliveryAddressesTable
  orders: OrdersTable
  orderSequences: OrderSequencesTable
  orderRequests: OrderRequestsTable
  payments: PaymentsTable
  paymentParts: PaymentPartsTable
  contactSubmissions: ContactSubmissionsTable
  otpChallenges: OtpChallengesTable
  otpDeliveries: OtpDeliveriesTable
  refreshTokens: RefreshTokensTable
  serverSecrets: ServerSecretsTable
  rateLimitCounters: RateLimitCountersTable
  uploads: UploadsTable
  paymentEvents: PaymentEventsTable
  sandboxOrders: SandboxOrdersTable
  sandboxPayments: SandboxPaymentsTable
  siteOwners: SiteOwnersTable
  ownerSessions: OwnerSessionsTable
  pageVersions: PageVersionsTable
  pageDrafts: PageDraftsTable
  outboxEvents: OutboxEventsTable
  quotes: QuotesTable
  signups: SignupsTable
  signupInvites: SignupInvitesTable
  heldSubdomains: HeldSubdomainsTable
  handoverTokens: HandoverTokensTable
  pushSubscriptions: PushSubscriptionsTable
  ownerPushSettings: OwnerPushSettingsTable
  pushSends: PushSendsTable
  pushBuzzes: PushBuzzesTable
  webhookEndpoints: WebhookEndpointsTable
  ownerEmailSettings: OwnerEmailSettingsTable
  emailSends: EmailSendsTable
  emailDigests: EmailDigestsTable
  webhookDeliveries: WebhookDeliveriesTable
  siteEmbeds: SiteEmbedsTable
}

export type SiteRow = Selectable<SitesTable>
export type NewSite = Insertable<SitesTable>

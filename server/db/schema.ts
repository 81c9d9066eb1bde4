import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { OwnerSessionsTable, SiteOwnersTable } from './schema-owners.js'
import type {
  OrderRequestsTable,
  OrderSequencesTable,
  OrdersTable,
  PaymentEventsTable,
  PaymentsTable,
  SandboxOrdersTable,
  SandboxPaymentsTable,
} from './schema-orders.js'
import type { PageVersionsTable } from './schema-page-versions.js'
import type { CreatedAt, Json, JsonWithDefault, UpdatedAt } from './schema-columns.js'

export type {
  OrderRequestsTable,
  OrderSequencesTable,
  OrdersTable,
  PaymentAttemptStatus,
  PaymentEventsTable,
  PaymentsTable,
  SandboxOrdersTable,
  SandboxPaymentsTable,
} from './schema-orders.js'

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
  headerSection: Json<unknown> | null
  footerSection: Json<unknown> | null
  mobFooterSection: Json<unknown> | null
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
  /** 'enquiry' for a customer's enquiry (docs/product.md, 'Validation rules'); null otherwise. */
  kind: ColumnType<'enquiry' | null, 'enquiry' | null | undefined, 'enquiry' | null>
}

export interface CategoriesTable {
  id: Generated<string>
  siteId: string
  name: string
  image: string | null
  catalogueType: 'product' | 'service'
  position: Generated<number>
}

export interface CataloguesTable {
  id: Generated<string>
  siteId: string
  topicId: string | null
  categoryId: string
  catalogueType: 'product' | 'service'
  name: string
  description: string | null
  position: Generated<number>
}

export interface DispatchPointsTable {
  id: Generated<string>
  siteId: string
  name: string
  pincode: string
  city: string
  state: string
  /** States it delivers to (compared ignoring case). */
  servesStates: JsonWithDefault<string[]>
  /** Pincode prefixes it delivers to ('30', '110'). */
  servesPincodePrefixes: JsonWithDefault<string[]>
  /** Paise per shipment. */
  baseCharge: Generated<number>
  /** Paise per started kilogram of the products' `shipping.weight`. */
  perKgCharge: Generated<number>
  /** Goods of at least this many paise ship free; null: never free. */
  freeShippingAbove: number | null
}

export interface CatalogueItemsTable {
  id: Generated<string>
  siteId: string
  catalogueId: string
  itemType: 'product' | 'service'
  name: string
  slug: string
  description: string
  images: Json<string[]>
  video: string | null
  variantTitle: string | null
  /** Variants with prices in paise: `{ _id, name, basePrice, salePrice, stock }[]`. */
  variants: Json<unknown[]>
  /** Service packages with prices in paise: `{ _id, name, price, discountPercentage, stock }[]`. */
  packages: Json<unknown[]>
  /** `{ basePrice, salePrice, priceVisible, taxApplicable, taxRate }`, prices in paise. */
  pricing: Json<unknown>
  inventoryTotal: number | null
  /** `{ available, weight, dimensions: { length, width, height } }`. */
  shipping: Json<unknown>
  dispatchPointIds: Json<string[]>
  button: string | null
  position: Generated<number>
}

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
  cartItems: CartItemsTable
  deliveryAddresses: DeliveryAddressesTable
  orders: OrdersTable
  orderSequences: OrderSequencesTable
  orderRequests: OrderRequestsTable
  payments: PaymentsTable
  contactSubmissions: ContactSubmissionsTable
  otpChallenges: OtpChallengesTable
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
  outboxEvents: OutboxEventsTable
}

export type SiteRow = Selectable<SitesTable>
export type NewSite = Insertable<SitesTable>

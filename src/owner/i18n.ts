import { appI18n } from '../client/app-i18n'
import { stageName } from '../../contract/order-status'
import owner from '../../locales/en/owner.json'
import ownerActivity from '../../locales/en/owner-activity.json'
import ownerWebsite from '../../locales/en/owner-website.json'
import ownerTeam from '../../locales/en/owner-team.json'
import sectionFields from '../../locales/en/section-fields.json'
import ownerShare from '../../locales/en/owner-share.json'
import ownerNotifications from '../../locales/en/owner-notifications.json'
import ownerWebhooks from '../../locales/en/owner-webhooks.json'
import ownerOrders from '../../locales/en/owner-orders.json'
import ownerEmail from '../../locales/en/owner-email.json'
import ownerOrdersTab from '../../locales/en/owner-orders-tab.json'
import ownerLanguage from '../../locales/en/owner-language.json'
import ownerNav from '../../locales/en/owner-nav.json'
import ownerInsights from '../../locales/en/owner-insights.json'
import ownerLabels from '../../locales/en/owner-labels.json'
import ownerDiscounts from '../../locales/en/owner-discounts.json'
import ownerCustomers from '../../locales/en/owner-customers.json'
import ownerOffers from '../../locales/en/owner-offers.json'
import ownerInvoices from '../../locales/en/owner-invoices.json'
import stages from '../../locales/en/stages.json'
import type { BundleKey, TranslateValues } from '../client/i18n-keys'

/** The owner app's namespace (`locales/en/owner.json`). */
export const OWNER_NS = 'owner'

/**
 * The owner namespace: `owner.json`, plus the section fields' labels and help (`section-fields.json` → `fields.*`),
 * the activity lists' lines (`owner-activity.json` → `activity.*`), the share kit's strings (`owner-share.json` →
 * `share.*`), the website editor's (`owner-website.json` → `site.*`), the Team section's (`owner-team.json` →
 * `team.*`), the notifications' (`owner-notifications.json` → `notifications.*`), the webhooks settings
 * (`owner-webhooks.json` → `webhooks.*`), the order events' words (`owner-orders.json` → `ordersTab.*`), the
 * e-mail choices (`owner-email.json` → `email.*`), the Orders tab's (`owner-orders-tab.json` → `ordersView.*`),
 * the language switch's (`owner-language.json` → `language.*`) and the navigation's: the bottom bar, the Settings
 * screens, the palette's colour names (`owner-nav.json` → `nav.*`), Insights (`owner-insights.json` →
 * `insights.*`), the labels' (`owner-labels.json` → `labels.*`), the discount codes' (`owner-discounts.json` →
 * `discounts.*`), the Customers tab's (`owner-customers.json` → `customersView.*`), the offers' (`owner-offers.json` →
 * `offersView.*`), and the product's own order
 * stage names, which the server and the widget share (`stages.json` → `stages.*`).
 */
const ownerBundle = {
  ...owner,
  fields: sectionFields,
  activity: ownerActivity,
  share: ownerShare,
  site: ownerWebsite,
  team: ownerTeam,
  notifications: ownerNotifications,
  webhooks: ownerWebhooks,
  ordersTab: ownerOrders,
  email: ownerEmail,
  ordersView: ownerOrdersTab,
  language: ownerLanguage,
  nav: ownerNav,
  insights: ownerInsights,
  labels: ownerLabels,
  discounts: ownerDiscounts,
  customersView: ownerCustomers,
  offersView: ownerOffers,
  invoices: ownerInvoices,
  stages,
}

/**
 * Each part's file (without `.json`) and its key in the owner namespace, as `ownerBundle` puts them together; the
 * language loader (`owner-language.ts`) puts a translation together the same way.
 */
export const OWNER_PARTS = {
  'section-fields': 'fields',
  'owner-activity': 'activity',
  'owner-share': 'share',
  'owner-website': 'site',
  'owner-team': 'team',
  'owner-notifications': 'notifications',
  'owner-webhooks': 'webhooks',
  'owner-orders': 'ordersTab',
  'owner-email': 'email',
  'owner-orders-tab': 'ordersView',
  'owner-language': 'language',
  'owner-nav': 'nav',
  'owner-insights': 'insights',
  'owner-labels': 'labels',
  'owner-discounts': 'discounts',
  'owner-customers': 'customersView',
  'owner-offers': 'offersView',
  'owner-invoices': 'invoices',
  stages: 'stages',
} as const satisfies Record<string, Exclude<keyof typeof ownerBundle, keyof typeof owner>>

/** A key of the owner namespace: `inbox.search`; plural keys by their base (`tabs.unread` + `count`). */
export type OwnerKey = BundleKey<typeof ownerBundle>
export type OwnerT = (key: OwnerKey, values?: TranslateValues) => string

const ownerI18n = appI18n<OwnerT>(OWNER_NS, ownerBundle)

/** The owner app's i18next instance, created with its chunk: the `owner` namespace. */
export const createOwnerI18n = ownerI18n.create

/** A `t` over the owner namespace of `instance` (for the stores: their errors are shown as they are). */
export const ownerT = ownerI18n.fixedT

/** The owner namespace's `t` from the nearest `I18nextProvider`, keys typed from `locales/en/owner.json`. */
export const useOwnerT = ownerI18n.useT

/** An order stage's name in the owner's language: the product's own stages translated, one they named as written. */
export function useStageName(): (name: string) => string {
  const t = useOwnerT()
  return (name) => stageName(name, (key) => t(`stages.${key}`))
}

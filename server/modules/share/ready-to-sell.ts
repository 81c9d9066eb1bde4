import type { ReadyToSellResponse, SaleBlocker } from '../../../contract/ready-to-sell.js'
import { WEEKDAYS } from '../../../contract/settings.js'
import type { Db } from '../../db/database.js'
import { storedHours, storedPayments } from '../settings/index.js'
import type { Site } from '../site/index.js'

interface ListedItem {
  itemType: string
  pricing: unknown
  variants: unknown
  packages: unknown
  shipping: unknown
}

const positive = (value: unknown) => typeof value === 'number' && value > 0
const entries = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value : [])

/** An item a customer can put a price on: its own price, or one of its variants' or packages'. */
function priced(item: ListedItem): boolean {
  return (
    positive((item.pricing as { basePrice?: unknown } | null)?.basePrice) ||
    entries(item.variants).some((variant) => positive(variant.basePrice)) ||
    entries(item.packages).some((pack) => positive(pack.price))
  )
}

/** Collected or a service: sold without a dispatch point. */
const notShipped = (item: ListedItem) =>
  item.itemType === 'service' || (item.shipping as { available?: unknown } | null)?.available !== true

/**
 * Every condition that stops a sale on `site`, from its items, payments, dispatch points and hours (in the
 * order the owner fixes them). The rules are those of checkout: a shippable item ships from the site's points.
 */
export async function readyToSell(db: Db, site: Site): Promise<ReadyToSellResponse> {
  const items: ListedItem[] = await db
    .selectFrom('catalogueItems')
    .select(['itemType', 'pricing', 'variants', 'packages', 'shipping'])
    .where('siteId', '=', site.id)
    .where('hidden', '=', false)
    .where('archivedAt', 'is', null)
    .execute()
  const point = await db.selectFrom('dispatchPoints').select('id').where('siteId', '=', site.id).executeTakeFirst()
  const payments = storedPayments(site)
  const hours = storedHours(site)
  const sellable = items.filter(priced)
  const blockers: SaleBlocker[] = []
  if (sellable.length === 0) blockers.push('noPricedItem')
  const manual = Object.values(payments.manual).some((value) => typeof value === 'string' && value.trim() !== '')
  if (payments.gateway === 'none' && !manual) blockers.push('noPayment')
  if (!point && !sellable.some(notShipped)) blockers.push('noDelivery')
  if (hours.pauseOrders) blockers.push('paused')
  if (hours.hoursEnabled && WEEKDAYS.every((day) => (hours.week[day] ?? []).length === 0)) blockers.push('neverOpen')
  return { message: 'success', ready: blockers.length === 0, blockers }
}

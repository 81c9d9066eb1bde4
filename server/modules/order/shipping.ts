import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/**
 * Where a dispatch point delivers and what it charges (columns of
 * `dispatch_points`, set by the owner; the demo seeds two). Money in paise.
 */
export interface DispatchRule {
  id: string
  name: string
  /** Delivers anywhere in India, whatever the states and prefixes say. */
  servesAllIndia: boolean
  /** Customers collect from it: it delivers nowhere. */
  pickupOnly: boolean
  /** Where and when customers collect ('' none), shown on a pickup order. */
  pickupAddress: string
  pickupHours: string
  /** States it delivers to, compared trimmed and ignoring case. */
  servesStates: readonly string[]
  /** Pincode prefixes it delivers to ('1' is all of North India, '302' Jaipur). */
  servesPincodePrefixes: readonly string[]
  /** Per shipment. */
  baseCharge: number
  /** Per started kilogram of the shipment's weight. */
  perKgCharge: number
  /** Goods (with GST) worth at least this ship free; null: never free. */
  freeShippingAbove: number | null
}

/** What the rules read of an address. */
export interface Destination {
  state: string
  pincode: string
}

const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Whether `rule` delivers to `destination`: never when it is pickup only;
 * always when it serves all of India; else when the state is one of the
 * rule's, or the pincode starts with one of its prefixes (a 6-digit prefix is one pincode).
 *
 * @example
 * serves({ servesStates: ['Delhi'], servesPincodePrefixes: ['122'], ... }, { state: 'Haryana', pincode: '122001' })
 * // true
 */
export function serves(rule: DispatchRule, destination: Destination): boolean {
  if (rule.pickupOnly) return false
  if (rule.servesAllIndia) return true
  const pincode = destination.pincode.trim()
  return (
    rule.servesStates.some((state) => sameState(state, destination.state)) ||
    rule.servesPincodePrefixes.some((prefix) => prefix !== '' && pincode.startsWith(prefix))
  )
}

/**
 * The dispatch points an item ships from, in order: the ones it names when the
 * owner chose some (an exception), else every point of the site (`rules`' order),
 * so a point added later serves the items made before it.
 *
 * @example
 * shipsFrom([], rules) // every id of rules
 * shipsFrom(['kitchen'], rules) // ['kitchen']
 */
export function shipsFrom(dispatchPointIds: readonly string[], rules: ReadonlyMap<string, unknown>): readonly string[] {
  return dispatchPointIds.length > 0 ? dispatchPointIds : [...rules.keys()]
}

/** The first of an item's dispatch points (in the item's order) that delivers to `destination`, or null. */
export function firstServing(
  dispatchPointIds: readonly string[],
  rules: ReadonlyMap<string, DispatchRule>,
  destination: Destination,
): DispatchRule | null {
  for (const id of dispatchPointIds) {
    const rule = rules.get(id)
    if (rule && serves(rule, destination)) return rule
  }
  return null
}

/**
 * Shipping of one shipment: free when the goods are worth at least
 * `freeShippingAbove`; otherwise the base charge plus the per-kg charge for
 * each started kilogram (450 g is 1 kg, 1.2 kg is 2).
 *
 * @example
 * shippingCharge({ baseCharge: 6000, perKgCharge: 4000, freeShippingAbove: 99900, ... }, 1200, 50000) // 14000
 */
export function shippingCharge(rule: DispatchRule, grams: number, goodsValue: number): number {
  if (rule.freeShippingAbove !== null && goodsValue >= rule.freeShippingAbove) return 0
  return rule.baseCharge + rule.perKgCharge * Math.ceil(Math.max(0, grams) / 1000)
}

/**
 * Where a pickup order is collected: the first of its items' dispatch points
 * with a pickup address, else the first of the site's (in `rules`' order), else null.
 */
export function pickupPlace(
  dispatchPointIds: readonly string[],
  rules: ReadonlyMap<string, DispatchRule>,
): DispatchRule | null {
  const withAddress = (rule: DispatchRule | undefined) => rule !== undefined && rule.pickupAddress.trim() !== ''
  const own = dispatchPointIds.map((id) => rules.get(id)).find(withAddress)
  return own ?? [...rules.values()].find(withAddress) ?? null
}

/** The dispatch rules of a site, by id, by name. */
export async function dispatchRules(db: Kysely<Database>, siteId: string): Promise<Map<string, DispatchRule>> {
  const rows = await db
    .selectFrom('dispatchPoints')
    .select(['id', 'name', 'servesAllIndia', 'pickupOnly', 'pickupAddress', 'pickupHours', 'servesStates'])
    .select(['servesPincodePrefixes', 'baseCharge', 'perKgCharge', 'freeShippingAbove'])
    .where('siteId', '=', siteId)
    .orderBy('name')
    .orderBy('id')
    .execute()
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
  return new Map(
    rows.map((row) => [
      row.id,
      { ...row, servesStates: strings(row.servesStates), servesPincodePrefixes: strings(row.servesPincodePrefixes) },
    ]),
  )
}

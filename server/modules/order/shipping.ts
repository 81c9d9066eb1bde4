import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/**
 * Where a dispatch point delivers and what it charges (columns of
 * `dispatch_points`, set by the owner; the demo seeds two). Money in paise.
 */
export interface DispatchRule {
  id: string
  name: string
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
 * Whether `rule` delivers to `destination`: its state is one of the rule's,
 * or its pincode starts with one of the rule's prefixes.
 *
 * @example
 * serves({ servesStates: ['Delhi'], servesPincodePrefixes: ['122'], ... }, { state: 'Haryana', pincode: '122001' })
 * // true
 */
export function serves(rule: DispatchRule, destination: Destination): boolean {
  const pincode = destination.pincode.trim()
  return (
    rule.servesStates.some((state) => sameState(state, destination.state)) ||
    rule.servesPincodePrefixes.some((prefix) => prefix !== '' && pincode.startsWith(prefix))
  )
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

/** The dispatch rules of a site, by id. */
export async function dispatchRules(db: Kysely<Database>, siteId: string): Promise<Map<string, DispatchRule>> {
  const rows = await db
    .selectFrom('dispatchPoints')
    .select(['id', 'name', 'servesStates', 'servesPincodePrefixes', 'baseCharge', 'perKgCharge', 'freeShippingAbove'])
    .where('siteId', '=', siteId)
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

import type { CodeProblemReason, DiscountCodeInput, DiscountKind } from '../../../contract/discount-codes.js'
import { taxOf, toPaise } from '../../../contract/pricing.js'

/** A code as the rules read it: its rule and how it stands now. */
export interface CodeOnFile {
  id: string
  rule: DiscountCodeInput
  uses: number
}

/** What the rules need of one line of a checkout (paise). */
export interface CodeLine {
  itemId: string
  categoryId: string
  /** Sale price × quantity, before tax. */
  goods: number
  /** GST percent of the line (0 when no tax applies). */
  gstPercentage: number
  /** What the line costs with its GST. */
  amount: number
}

/** The checkout a code is tried on: its lines, the delivery it charges, whether anything ships, today. */
export interface CodeCheckout {
  lines: readonly CodeLine[]
  /** The delivery charge of the whole checkout (paise). */
  shipping: number
  ships: boolean
  /** The customer used this once-per-customer code before (on an order not cancelled). */
  usedByCustomer: boolean
  /** Today in the shop's time (YYYY-MM-DD). */
  today: string
}

/**
 * What an applicable code takes off (paise): `perLine[i]` off line i's goods before tax (`gstOff[i]` the GST that
 * goes with it), `delivery` off the delivery charge.
 */
export interface CodeSaving {
  kind: DiscountKind
  perLine: number[]
  gstOff: number[]
  delivery: number
}

export type CodeOutcome =
  | { ok: true; saving: CodeSaving }
  | { ok: false; reason: CodeProblemReason; missing?: number; date?: string }

/** Whether a line is one the code covers: every line when it names no items or categories. */
export function covers(rule: DiscountCodeInput, line: Pick<CodeLine, 'itemId' | 'categoryId'>): boolean {
  if (rule.itemIds.length === 0 && rule.categoryIds.length === 0) return true
  return rule.itemIds.includes(line.itemId) || rule.categoryIds.includes(line.categoryId)
}

/**
 * Tries a code on a checkout: paused, not started, expired, used up, used by this customer already, below its
 * minimum (with what is missing), none of the lines covered, nothing to deliver for free delivery; else what it takes
 * off. A percentage or an amount comes off the covered lines' goods (an amount at most their value), shared between
 * them by value, and their GST comes down with it.
 *
 * @example
 * const rule = { ...rule, kind: 'percent', value: 10, minOrder: 500 }
 * tryCode({ id: 'c1', rule, uses: 0 }, checkoutOf(40000)) // { ok: false, reason: 'belowMinimum', missing: 10000 }
 */
export function tryCode(code: CodeOnFile, checkout: CodeCheckout): CodeOutcome {
  const { rule } = code
  if (!rule.active) return { ok: false, reason: 'paused' }
  if (rule.startsOn !== null && checkout.today < rule.startsOn)
    return { ok: false, reason: 'notStarted', date: rule.startsOn }
  if (rule.endsOn !== null && checkout.today > rule.endsOn) return { ok: false, reason: 'expired', date: rule.endsOn }
  if (rule.useLimit !== null && code.uses >= rule.useLimit) return { ok: false, reason: 'usedUp' }
  if (rule.oncePerCustomer && checkout.usedByCustomer) return { ok: false, reason: 'alreadyUsed' }
  const itemsValue = checkout.lines.reduce((acc, line) => acc + line.amount, 0)
  const minimum = toPaise(rule.minOrder)
  if (itemsValue < minimum) return { ok: false, reason: 'belowMinimum', missing: minimum - itemsValue }
  const covered = checkout.lines.map((line) => covers(rule, line))
  if (!covered.some(Boolean)) return { ok: false, reason: 'notForItems' }
  const none = checkout.lines.map(() => 0)
  if (rule.kind === 'freeDelivery') {
    if (!checkout.ships) return { ok: false, reason: 'noDelivery' }
    return { ok: true, saving: { kind: rule.kind, perLine: none, gstOff: none, delivery: checkout.shipping } }
  }
  const goods = checkout.lines.map((line, index) => (covered[index] ? line.goods : 0))
  const base = goods.reduce((acc, value) => acc + value, 0)
  const off = rule.kind === 'percent' ? Math.round((base * rule.value) / 100) : Math.min(toPaise(rule.value), base)
  const perLine = share(off, goods)
  const gstOff = checkout.lines.map((line, index) => {
    const rate = { taxApplicable: line.gstPercentage > 0, taxRate: line.gstPercentage }
    return taxOf(line.goods, rate) - taxOf(line.goods - perLine[index]!, rate)
  })
  return { ok: true, saving: { kind: rule.kind, perLine, gstOff, delivery: 0 } }
}

/**
 * `amount` shared between `weights` in proportion, in whole paise that add up to `amount` (the largest remainders get
 * the odd paise).
 *
 * @example
 * share(100, [1, 1, 1]) // [34, 33, 33]
 */
export function share(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, value) => acc + value, 0)
  if (sum <= 0) return weights.map(() => 0)
  const exact = weights.map((weight) => (amount * weight) / sum)
  const parts = exact.map(Math.floor)
  let left = amount - parts.reduce((acc, value) => acc + value, 0)
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest)
  for (const { index } of order) {
    if (left <= 0) break
    parts[index]! += 1
    left -= 1
  }
  return parts
}

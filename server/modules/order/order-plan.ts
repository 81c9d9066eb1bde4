import type { AppliedCode, CodeProblem } from '../../../contract/discount-codes.js'
import type { ShippingIssue, Totals } from '../../../contract/orders.js'
import { toRupees } from '../../../contract/pricing.js'
import { serverText } from '../../text/server-text.js'
import type { OrderKind, PricedLine } from './order-lines.js'
import {
  firstServing,
  pickupPlace,
  shippingCharge,
  shipsFrom,
  type Destination,
  type DispatchRule,
} from './shipping.js'

/** Money of an order or of the whole checkout, in paise (as the order draft names them). */
export interface Money {
  subtotal: number
  totalDiscount: number
  afterDiscount: number
  totalGst: number
  shippingCost: number
  finalAmount: number
}

/** One order to be: its lines, and for shippable products the dispatch point it leaves from. */
export interface OrderGroup {
  kind: OrderKind
  dispatch: DispatchRule | null
  /** For pickup products: where (and when) they are collected, when the owner has said. */
  pickup?: DispatchRule | null
  lines: PricedLine[]
  money: Money
  /** The discount code this order uses and what it takes off it (paise; already out of `money.finalAmount`). */
  discountCode?: AppliedCode
}

export interface OrderPlan {
  groups: OrderGroup[]
  /** Shippable products no dispatch point of theirs delivers to the address. */
  issues: ShippingIssue[]
  money: Money
}

/**
 * Splits priced lines into the orders: shippable products by the
 * first of their dispatch points (`shipsFrom`: their own, else all the site's) that delivers to `destination`, products
 * for pickup in one order, services in one; each with its money and the
 * dispatch point's shipping charge. Shippable products without a
 * destination, or that nothing delivers to it (an issue), make one group
 * without shipping (the totals show no shipping for them; a create
 * refuses). Groups come shipping first, then pickup, then services.
 */
export function planOrder(
  lines: readonly PricedLine[],
  destination: Destination | null,
  rules: ReadonlyMap<string, DispatchRule>,
): OrderPlan {
  const groups = new Map<string, { kind: OrderKind; dispatch: DispatchRule | null; lines: PricedLine[] }>()
  const unreachable: string[] = []
  for (const line of lines) {
    const dispatch =
      line.kind === 'shipping' && destination
        ? firstServing(shipsFrom(line.item.dispatchPointIds, rules), rules, destination)
        : null
    if (line.kind === 'shipping' && destination && !dispatch && !unreachable.includes(line.item.id))
      unreachable.push(line.item.id)
    const key = `${line.kind}:${dispatch?.id ?? ''}`
    const group = groups.get(key) ?? { kind: line.kind, dispatch, lines: [] }
    group.lines.push(line)
    groups.set(key, group)
  }
  const order: OrderKind[] = ['shipping', 'pickup', 'service']
  const planned = [...groups.values()]
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
    .map((group) => ({
      ...group,
      ...(group.kind === 'pickup' && {
        pickup: pickupPlace(
          [...new Set(group.lines.flatMap((line) => shipsFrom(line.item.dispatchPointIds, rules)))],
          rules,
        ),
      }),
      money: moneyOf(group.lines, group.dispatch),
    }))
  return {
    groups: planned,
    issues: unreachable.length > 0 ? [{ productsIds: unreachable, message: serverText('orders.cannotShip') }] : [],
    money: sumMoney(planned.map((group) => group.money)),
  }
}

function moneyOf(lines: readonly PricedLine[], dispatch: DispatchRule | null): Money {
  const subtotal = total(lines, (line) => line.subtotal)
  const totalDiscount = total(lines, (line) => line.discount)
  const totalGst = total(lines, (line) => line.gst)
  const goods = total(lines, (line) => line.amount)
  const shippingCost = dispatch
    ? shippingCharge(
        dispatch,
        total(lines, (line) => line.grams),
        goods,
      )
    : 0
  const afterDiscount = subtotal - totalDiscount
  return {
    subtotal,
    totalDiscount,
    afterDiscount,
    totalGst,
    shippingCost,
    finalAmount: afterDiscount + totalGst + shippingCost,
  }
}

/** The money of several orders together. */
export function sumMoney(parts: readonly Money[]): Money {
  const of = (key: keyof Money) => parts.reduce((acc, part) => acc + part[key], 0)
  return {
    subtotal: of('subtotal'),
    totalDiscount: of('totalDiscount'),
    afterDiscount: of('afterDiscount'),
    totalGst: of('totalGst'),
    shippingCost: of('shippingCost'),
    finalAmount: of('finalAmount'),
  }
}

const total = <T>(entries: readonly T[], value: (entry: T) => number) =>
  entries.reduce((acc, entry) => acc + value(entry), 0)

/**
 * The totals response, in rupees. Products that cannot ship count with
 * their price but no shipping, and are listed in `shippingIssues`; `orders` are what a Create Order of the
 * others makes (`lines` index `lines`); `code`: the checkout's code applied (paise), or why it does not apply.
 */
export function toWireTotals(
  plan: OrderPlan,
  lines: readonly PricedLine[],
  code: { applied: AppliedCode | null; problem: CodeProblem | null } = { applied: null, problem: null },
): Totals {
  const { money } = plan
  // A group of shippable products without a dispatch point is no order: no address yet, or none reaches it.
  const orders = plan.groups
    .filter((group) => group.kind !== 'shipping' || group.dispatch !== null)
    .map((group) => ({
      kind: group.kind,
      dispatchPoint: group.dispatch ? { name: group.dispatch.name } : null,
      lines: group.lines.map((line) => lines.indexOf(line)),
      total: toRupees(group.money.finalAmount),
    }))
  return {
    subtotal: toRupees(money.subtotal),
    totalDiscount: toRupees(money.totalDiscount),
    totalGst: toRupees(money.totalGst),
    shippingCost: toRupees(money.shippingCost),
    total: toRupees(money.finalAmount),
    isShippingAvailable: plan.issues.length === 0,
    shippingIssues: plan.issues,
    orders,
    ...(code.applied && { discount: { ...code.applied, amount: toRupees(code.applied.amount) } }),
    ...(code.problem && { codeProblem: code.problem }),
  }
}

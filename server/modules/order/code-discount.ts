import type { Kysely } from 'kysely'
import type { AppliedCode, CodeProblem } from '../../../contract/discount-codes.js'
import type { Language } from '../../../contract/language.js'
import { codeProblem, priceCode, type CodeSaving, type PricedCode } from '../discounts/index.js'
import type { PricedLine } from './order-lines.js'
import { sumMoney, type Money, type OrderGroup, type OrderPlan } from './order-plan.js'

/** A checkout's discount code: as tried, and the problem to tell the customer when it does not apply. */
export interface CheckoutCode {
  priced: PricedCode
  problem: CodeProblem | null
}

/**
 * Tries the customer's code on a planned checkout and, when it applies, takes it off the orders: each order's share
 * is what the code takes off its own lines (and its own delivery, for free delivery), and their GST comes down with
 * it. The orders keep the code and their share (`discountCode`, paise).
 */
export async function withCode(
  db: Kysely<any>,
  buyer: { id: string; siteId: string },
  code: string,
  lines: readonly PricedLine[],
  plan: OrderPlan,
  context: { now: Date; language: Language },
): Promise<{ plan: OrderPlan; code: CheckoutCode }> {
  const orders = plan.groups.filter(isOrder)
  const checkout = {
    lines: lines.map((line) => ({
      itemId: line.item.id,
      categoryId: line.item.category.id,
      goods: line.salePrice * line.quantity,
      gstPercentage: line.gstPercentage,
      amount: line.amount,
    })),
    shipping: orders.reduce((acc, group) => acc + group.money.shippingCost, 0),
    ships: lines.some((line) => line.kind === 'shipping'),
  }
  const priced = await priceCode(db, buyer, code, checkout, context.now)
  const problem = codeProblem(priced, context.language)
  if (!priced.outcome.ok) return { plan, code: { priced, problem } }
  const { saving } = priced.outcome
  const groups = plan.groups.map((group) => (isOrder(group) ? groupWith(group, lines, priced.code, saving) : group))
  return { plan: { ...plan, groups, money: sumMoney(groups.map((group) => group.money)) }, code: { priced, problem } }
}

/** A group of shippable products without a dispatch point is no order (no address yet, or none reaches it). */
const isOrder = (group: OrderGroup) => group.kind !== 'shipping' || group.dispatch !== null

function groupWith(group: OrderGroup, lines: readonly PricedLine[], code: string, saving: CodeSaving): OrderGroup {
  const at = group.lines.map((line) => lines.indexOf(line))
  const off = at.reduce((acc, index) => acc + (saving.perLine[index] ?? 0), 0)
  const gstOff = at.reduce((acc, index) => acc + (saving.gstOff[index] ?? 0), 0)
  const delivery = saving.kind === 'freeDelivery' ? group.money.shippingCost : 0
  const amount = off + delivery
  if (amount === 0 && gstOff === 0) return group
  const money: Money = {
    ...group.money,
    totalGst: group.money.totalGst - gstOff,
    finalAmount: group.money.finalAmount - amount - gstOff,
  }
  const discountCode: AppliedCode = { code, kind: saving.kind, amount }
  return { ...group, money, discountCode }
}

/** What the code takes off the whole checkout (paise), as the totals name it. */
export const checkoutSaving = (plan: OrderPlan): number =>
  plan.groups.reduce((acc, group) => acc + (group.discountCode?.amount ?? 0), 0)

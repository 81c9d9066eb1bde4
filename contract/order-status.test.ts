import { describe, expect, it } from 'vitest'
import {
  orderView,
  ownerMay,
  paidAmount,
  type OrderState,
  type OrderStatus,
  type OrderView,
  type OwnerOrderAction,
  type ViewedOrder,
} from './order-status'

const stages = (done: number, of = 3): OrderState['pipelineStages'] =>
  Array.from({ length: of }, (_, index) => ({ status: index < done ? 'Completed' : 'Pending' }))
const state = (status: OrderStatus, done: number, paid = false): OrderState => ({
  status,
  pipelineStages: stages(done),
  paymentMilestones: [{ status: paid ? 'Paid' : 'Pending' }],
})

describe('ownerMay (what the owner app offers on an order)', () => {
  it.each<[string, OrderState, OwnerOrderAction, boolean]>([
    ['advance an Active order with a stage left', state('Active', 1), 'advance', true],
    ['advance an Active order whose stages are all done', state('Active', 3), 'advance', false],
    ['advance a Draft', state('Draft', 0), 'advance', false],
    ['complete an Active order', state('Active', 2), 'complete', true],
    ['complete a Completed order', state('Completed', 3), 'complete', false],
    ['cancel an unpaid Active order past its first stage', state('Active', 2), 'cancel', true],
    ['cancel a paid Active order', state('Active', 1, true), 'cancel', false],
    ['cancel a Draft', state('Draft', 0), 'cancel', true],
    ['cancel a Cancelled order', state('Cancelled', 1), 'cancel', false],
    ['cancel a Completed order', state('Completed', 3), 'cancel', false],
  ])('%s', (_name, order, action, expected) => {
    expect(ownerMay(order, action)).toBe(expected)
  })
})

describe('orderView (what every view shows of an order)', () => {
  const milestone = (status: 'Pending' | 'Paid', amount = 100) => ({ status, amount })
  const order = (status: OrderStatus, extra: Partial<ViewedOrder> = {}): ViewedOrder => ({
    status,
    finalAmount: 100,
    pipelineStages: stages(1, 4),
    paymentMilestones: [milestone('Pending')],
    ...extra,
  })
  it.each<[string, ViewedOrder, OrderView]>([
    [
      'an Active unpaid order: progress and what is due',
      order('Active'),
      { status: 'Active', progress: 25, payment: 'due', due: 100, refunded: null },
    ],
    [
      'a Cancelled unpaid order: neither progress nor payment due',
      order('Cancelled'),
      { status: 'Cancelled', progress: null, payment: 'none', due: null, refunded: null },
    ],
    [
      'a Cancelled refunded order: Refunded, nothing due',
      order('Cancelled', {
        paymentMilestones: [milestone('Paid')],
        refund: { amount: 100, status: 'processed' },
      }),
      { status: 'Cancelled', progress: null, payment: 'refunded', due: null, refunded: 100 },
    ],
    [
      'a refund on its way',
      order('Cancelled', { paymentMilestones: [milestone('Paid')], refund: { amount: 100, status: 'pending' } }),
      { status: 'Cancelled', progress: null, payment: 'refundPending', due: null, refunded: 100 },
    ],
    [
      'money owed back (a failed refund, or a payment after the cancel)',
      order('Cancelled', { refundDue: 100, refund: { amount: 0, status: 'failed' } }),
      { status: 'Cancelled', progress: null, payment: 'refundDue', due: null, refunded: 100 },
    ],
    [
      'a Completed paid order',
      order('Completed', { pipelineStages: stages(4, 4), paymentMilestones: [milestone('Paid')] }),
      { status: 'Completed', progress: 100, payment: 'paid', due: null, refunded: null },
    ],
  ])('%s', (_name, viewed, expected) => {
    expect(orderView(viewed)).toEqual(expected)
  })

  it('paidAmount adds the Paid milestones and what is owed back, in paise', () => {
    expect(paidAmount({ paymentMilestones: [milestone('Paid', 0.1), milestone('Paid', 0.2)], refundDue: 0.3 })).toBe(
      0.6,
    )
  })
})

import { describe, expect, it } from 'vitest'
import { ownerMay, type OrderState, type OrderStatus, type OwnerOrderAction } from './order-status'

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

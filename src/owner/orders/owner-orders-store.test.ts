import { describe, expect, it } from 'vitest'
import { OWNER_ORDER_ACTION_PATH, type Order } from '../../../contract/orders'
import { OWNER_CUSTOMER_CONTEXT_PATH, type OwnerCustomerOrder } from '../../../contract/owner-inbox'
import { OWNER_ORDER_BOARD_PATH } from '../../../contract/owner-order-board'
import { testOrder } from '../../../contract/testing/test-order'
import { ownerHttpClient } from '../../client/http/owner-cookie-policy'
import { FakeTransport } from '../../client/testing/fake-transport'
import { CustomerContextStore } from '../context/customer-context-store'
import { customerContext } from '../context/testing/context-harness'
import { FakeLive } from '../panel-kit/testing/fake-live'
import { OrdersBoardStore } from './orders-board-store'
import { OwnerOrdersStore } from './owner-orders-store'

const asha = { customerId: 'cust-1', countryCode: '+91', phoneNumber: '9829012345', name: 'Asha Verma' }
const placed: OwnerCustomerOrder = { ...testOrder({ _id: 'ord-1', orderId: 'KK-1001' }), reportedPayments: [] }
const advanced = (order: OwnerCustomerOrder): OwnerCustomerOrder => ({
  ...order,
  pipelineStages: order.pipelineStages.map((stage, index) => (index < 2 ? { ...stage, status: 'Completed' } : stage)),
})

/** The Orders tab and the customer column of one session, over one orders store, on a fake server. */
function session(answer: () => OwnerCustomerOrder = () => placed) {
  const server = new FakeTransport({
    [`GET ${OWNER_ORDER_BOARD_PATH}`]: () => ({
      body: { message: 'success', orders: [{ ...answer(), customer: asha }], hasMore: false, total: 1 },
    }),
    [`GET ${OWNER_CUSTOMER_CONTEXT_PATH}`]: () => ({ body: { ...customerContext(), orders: [answer()] } }),
    [`POST ${OWNER_ORDER_ACTION_PATH}`]: () => {
      const { reportedPayments: _reported, ...order } = advanced(placed)
      return { body: { message: 'success', data: order satisfies Order } }
    },
  })
  const api = ownerHttpClient({ fetch: server.fetch })
  const live = new FakeLive()
  const orders = new OwnerOrdersStore(api, live)
  const board = new OrdersBoardStore(api, orders)
  const customer = new CustomerContextStore(api, orders)
  return { server, live, orders, board, customer, stop: [board.connect(), customer.connect()] }
}

const stageOf = (order: OwnerCustomerOrder | undefined) =>
  order?.pipelineStages.filter((stage) => stage.status === 'Completed').length

describe('the owner orders store', () => {
  it('is the one object both views show: an action in the customer column moves the order on the board', async () => {
    const { board, customer, orders } = session()
    await board.load()
    await customer.load('cust-1')
    expect(board.shown[0]!.orderId).toBe('KK-1001')
    expect(customer.orderList[0]).toBe(orders.byId.get('ord-1'))

    expect(await orders.act('ord-1', 'advance')).toBe(true)
    expect(stageOf(customer.orderList[0])).toBe(2)
    expect(board.counts).toMatchObject({ needsAction: 0, active: 1 })
    expect(board.moved).toEqual({ orderId: 'ord-1', number: 'KK-1001', group: 'active' })
  })

  it('listens to the socket once for every view, and lets go when the last one does', () => {
    const { live, stop } = session()
    expect(live.listeners('order')).toBe(1)
    expect(live.listeners('reconnected')).toBe(2)
    stop[0]!()
    expect(live.listeners('order')).toBe(1)
    stop[1]!()
    expect(live.listeners('order')).toBe(0)
    expect(live.listeners('reconnected')).toBe(0)
  })

  it('keeps an event newer than an answer that was asked for before it', async () => {
    const { board, customer, live } = session()
    const loading = [customer.load('cust-1'), board.load()]
    live.emit('order', { customerId: 'cust-1', order: advanced(placed) })
    await Promise.all(loading)
    expect(stageOf(customer.orderList[0])).toBe(2)
    expect(stageOf(board.matching[0])).toBe(2)
    // An answer asked for after it is the server's word.
    await board.load(true)
    expect(stageOf(board.matching[0])).toBe(1)
  })

  it('asks one change of an order at a time, and keeps a failure beside the order', async () => {
    const { board, orders, server } = session()
    await board.load()
    const first = orders.act('ord-1', 'advance')
    expect(await orders.act('ord-1', 'complete')).toBe(false)
    await first
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1)
    expect(await orders.confirmPayment('ord-1', 'm1')).toBe(false)
    expect(orders.failures.get('ord-1')).toBeTruthy()
  })
})

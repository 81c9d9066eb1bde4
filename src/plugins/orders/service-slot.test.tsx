// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GET_ADDRESSES_PATH } from '../../../contract/address'
import { GET_CART_PATH, type CartItem } from '../../../contract/cart'
import { CATALOGUE_ITEMS_PATH } from '../../../contract/catalogue'
import { CREATE_ORDER_PATH, TOTALS_PATH } from '../../../contract/orders'
import { CHECK_VERIFICATION_PATH } from '../../../contract/auth'
import { createTestEngine, TEST_CUSTOMER, TEST_SITE_ID, testOrder } from '../../engine/testing'
import { testItem } from '../../../contract/testing/test-item'
import { widgetPlugins } from '../../widget/plugins'
import { toCartItem } from '../cart'
import { setUpWidgetTests, showOpenWidget } from '../../widget/components/widget-test-helpers'

setUpWidgetTests({ skipAnimations: true, loadFocus: true })

const workshop = testItem({
  _id: 'svc1',
  productId: 'svc1',
  name: 'Rajasthani Thali Workshop',
  slug: 'rajasthani-thali-workshop',
  itemType: 'service',
  shipping: { available: false, weight: 0, dimensions: { length: 0, width: 0, height: 0 } },
})
const line: CartItem = toCartItem(workshop, { variant: null, package: null }, 1, '2026-11-22T10:00:00.000Z')

describe('a checkout with a service', () => {
  it('asks for a preferred date and time slot before Create Order, and sends it with the order', async () => {
    const test = createTestEngine({
      site: { clientId: TEST_SITE_ID },
      plugins: widgetPlugins,
      settings: { headerTitle: 'Kesar Kitchen' },
      routes: {
        [`POST ${CHECK_VERIFICATION_PATH}`]: { body: { message: 'success', customerData: TEST_CUSTOMER } },
        [`GET ${GET_CART_PATH}`]: () => ({ body: { message: 'success', data: [line] } }),
        [`GET ${CATALOGUE_ITEMS_PATH}`]: { body: { message: 'success', data: [workshop] } },
        [`GET ${GET_ADDRESSES_PATH}`]: () => ({ body: { message: 'success', data: [] } }),
        [`POST ${TOTALS_PATH}`]: () => ({
          body: {
            message: 'success',
            data: {
              subtotal: 100,
              totalDiscount: 0,
              totalGst: 0,
              shippingCost: 0,
              total: 100,
              isShippingAvailable: true,
              shippingIssues: [],
            },
          },
        }),
        [`POST ${CREATE_ORDER_PATH}`]: () => ({
          body: { message: 'success', data: { orderId: 'ord-1', orders: [testOrder()], messages: [] } },
        }),
      },
    })
    await test.signIn()
    await showOpenWidget(test.engine, { loadCart: true })
    fireEvent.click(screen.getByRole('button', { name: /^Your cart,/ }))
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
    await screen.findByRole('heading', { name: 'Checkout' })
    const legend = await screen.findByText('Preferred date and time')
    expect(legend).toBeTruthy()
    expect(screen.getByText('Pick a date and a time slot for the service.')).toBeTruthy()
    const create = screen.getByRole('button', { name: 'Create Order' }) as HTMLButtonElement
    await waitFor(() => expect(test.transport.callsTo(TOTALS_PATH).length).toBeGreaterThan(0), { timeout: 3000 })
    expect(create.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-25' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Morning (9 am–12 pm)' }))
    await waitFor(() => expect(create.disabled).toBe(false), { timeout: 3000 })
    fireEvent.click(create)
    await waitFor(() => expect(test.transport.callsTo(CREATE_ORDER_PATH)).toHaveLength(1))
    const body = test.transport.callsTo(CREATE_ORDER_PATH)[0]!.body as { orderData: Record<string, unknown> }
    expect(body.orderData.serviceSlot).toEqual({ date: '2026-11-25', slot: 'morning' })
  })
})

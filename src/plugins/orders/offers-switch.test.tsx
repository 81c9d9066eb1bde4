// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { CUSTOMER_OFFERS_PATH } from '../../../contract/offers'
import { GET_ORDERS_PATH } from '../../../contract/orders'
import { EngineProvider } from '../../engine'
import { createTestEngine, TEST_SITE_ID } from '../../engine/testing'
import { widgetPlugins } from '../../widget/plugins'
import { OrderHistoryTab } from './components/OrderHistoryTab'

afterEach(cleanup)

it("turns offers on from History after a 'No thanks', and off again", async () => {
  const state = { optedIn: false }
  const test = createTestEngine({
    site: { clientId: TEST_SITE_ID },
    settings: { headerTitle: 'Kesar Kitchen' },
    plugins: widgetPlugins,
    routes: {
      [`GET ${CUSTOMER_OFFERS_PATH}`]: () => ({ body: { optedIn: state.optedIn } }),
      [`PUT ${CUSTOMER_OFFERS_PATH}`]: (request) => {
        state.optedIn = (request.body as { optedIn: boolean }).optedIn
        return { body: { optedIn: state.optedIn } }
      },
      [`GET ${GET_ORDERS_PATH}`]: () => ({ body: { message: 'success', orders: [], size: 0, total: 0 } }),
    },
  })
  await test.signIn()
  render(
    <EngineProvider engine={test.engine}>
      <OrderHistoryTab />
    </EngineProvider>,
  )
  const offers = await screen.findByRole('checkbox', { name: 'Get offers from Kesar Kitchen in this chat' })
  expect((offers as HTMLInputElement).checked).toBe(false)
  fireEvent.click(offers)
  await waitFor(() => expect(state.optedIn).toBe(true))
  expect((offers as HTMLInputElement).checked).toBe(true)
  fireEvent.click(offers)
  await waitFor(() => expect(state.optedIn).toBe(false))
})

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { GET_ORDERS_PATH } from '../../../contract/orders'
import { EngineProvider } from '../../engine'
import { offersTestEngine } from '../../widget/offers/offers-test-engine'
import { OrderHistoryTab } from './components/OrderHistoryTab'

afterEach(cleanup)

it("turns offers on from History after a 'No thanks', and off again", async () => {
  const { test, state } = await offersTestEngine(false, {
    [`GET ${GET_ORDERS_PATH}`]: () => ({ body: { message: 'success', orders: [], size: 0, total: 0 } }),
  })
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

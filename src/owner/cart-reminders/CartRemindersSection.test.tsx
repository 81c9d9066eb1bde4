// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_CART_REMINDERS_PATH, type CartRemindersBody } from '../../../contract/owner-cart-reminders'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { CartRemindersSection } from './CartRemindersSection'
import { CartRemindersStore } from './cart-reminders-store'

afterEach(cleanup)

describe('the Cart reminders section', () => {
  it('starts off, saves the delay the owner picks, and says what the reminders did', async () => {
    const saved: CartRemindersBody[] = []
    renderOwnerPanel(
      {
        [`GET ${OWNER_CART_REMINDERS_PATH}`]: { body: { hours: null, sent: 4, ordered: 1 } },
        [`PUT ${OWNER_CART_REMINDERS_PATH}`]: (request) => {
          const body = request.body as CartRemindersBody
          saved.push(body)
          return { body: { ...body, sent: 4, ordered: 1 } }
        },
      },
      (api) => <CartRemindersSection store={new CartRemindersStore(api)} />,
    )
    const delay = (await screen.findByRole('combobox', { name: 'Remind them after' })) as HTMLSelectElement
    expect(delay.value).toBe('')
    expect(delay.selectedOptions[0]!.textContent).toBe('Off')
    expect(screen.getByText('Last 30 days: 4 reminders sent, 1 led to an order.')).toBeTruthy()
    fireEvent.change(delay, { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save reminder' }))
    await waitFor(() => expect(saved).toEqual([{ hours: 3 }]))
    expect((screen.getByRole('combobox', { name: 'Remind them after' }) as HTMLSelectElement).value).toBe('3')
    expect(screen.getByRole('option', { name: '3 hours' })).toBeTruthy()
  })
})

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_ORDER_ACTION_PATH } from '../../../contract/orders'
import { OWNER_COMPLETE_PAID_PATH, OWNER_REFUND_PATH } from '../../../contract/refunds'
import { card, posts, setup } from './testing/context-harness'

afterEach(cleanup)

describe("the owner's money dialog in the customer column", () => {
  it('asks how an unpaid order was paid before completing, and records it (cash, or UPI and reference)', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'Mark completed' }))
    const dialog = screen.getByRole('dialog', { name: 'Complete KK-1001?' })
    expect(posts(server.calls, OWNER_ORDER_ACTION_PATH)).toEqual([])
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'In cash' }))
    fireEvent.click(within(dialog).getByRole('radio', { name: 'By UPI' }))
    fireEvent.change(within(dialog).getByLabelText('UPI reference (UTR), optional'), { target: { value: 'x!' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment and complete' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('A UPI reference is 6 to 30 letters or digits.')
    expect(posts(server.calls, OWNER_COMPLETE_PAID_PATH)).toEqual([])
    fireEvent.change(within(dialog).getByLabelText('UPI reference (UTR), optional'), { target: { value: 'UTR778899' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment and complete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts(server.calls, OWNER_COMPLETE_PAID_PATH)).toEqual([
      { orderId: 'ord-1', method: 'upi', reference: 'UTR778899' },
    ])
    expect(within(card('KK-1001')).getByText('Completed')).toBeTruthy()
    expect(within(card('KK-1001')).getAllByText('Paid').length).toBeGreaterThan(0)
    expect(within(card('KK-1001')).getByText('Stage: Delivered (5 of 5)')).toBeTruthy()
    expect(within(card('KK-1001')).queryByRole('button', { name: /Advance|Mark completed|Cancel order/ })).toBeNull()
  })

  it('cancels a paid order with its refund by UPI: the reference is asked for, then Refunded, no stages', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'KK-1002' })
    const opener = within(card('KK-1002')).getByRole('button', { name: 'Cancel and refund ₹250.00' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Cancel KK-1002 and refund ₹250.00?' })
    // Paid outside the gateway: only a UPI refund is offered.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['upi'])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund ₹250.00' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter the UPI reference (UTR) you refunded with.')
    fireEvent.change(within(dialog).getByLabelText('UPI reference (UTR)'), { target: { value: ' UTR123456 ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund ₹250.00' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts(server.calls, OWNER_REFUND_PATH)).toEqual([
      { orderId: 'ord-2', action: 'cancel', method: 'upi', reference: 'UTR123456' },
    ])
    expect(within(card('KK-1002')).getByText('Cancelled')).toBeTruthy()
    // Its button is gone: the focus goes to the order's card, not to the page.
    expect(document.activeElement).toBe(card('KK-1002'))
    expect(within(card('KK-1002')).getByText('Refunded ₹250.00')).toBeTruthy()
    expect(within(card('KK-1002')).queryByText(/^Stage:/)).toBeNull()
    expect(within(card('KK-1002')).queryByRole('button', { name: /Cancel|Advance|Mark completed/ })).toBeNull()
  })

  it('offers Settle refund for money owed back, through the gateway when a gateway took it', async () => {
    const { server, orders, store } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    orders.set('ord-1', { ...orders.get('ord-1')!, status: 'Cancelled', refundDue: 393.9, paidOnline: true })
    await act(() => store.refresh())
    expect(within(card('KK-1001')).getByText('Refund due ₹393.90')).toBeTruthy()
    expect(within(card('KK-1001')).queryByText('Payment pending')).toBeNull()
    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'Settle refund ₹393.90' }))
    const dialog = screen.getByRole('dialog', { name: 'Refund ₹393.90 for KK-1001?' })
    expect(within(dialog).getByRole('radio', { name: 'Through the payment gateway' })).toHaveProperty('checked', true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund ₹393.90' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts(server.calls, OWNER_REFUND_PATH)).toEqual([{ orderId: 'ord-1', action: 'settle', method: 'gateway' }])
    expect(within(card('KK-1001')).getByText('Refunded ₹393.90')).toBeTruthy()
  })
})

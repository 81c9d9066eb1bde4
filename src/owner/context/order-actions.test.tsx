// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_ORDER_ACTION_PATH } from '../../../contract/orders'
import { OWNER_CONFIRM_PAYMENT_PATH } from '../../../contract/payment'
import { applyOwnerLanguage } from '../owner-language'
import { card, posts, setup } from './testing/context-harness'

afterEach(() => {
  cleanup()
  document.documentElement.removeAttribute('lang')
})

describe("the owner's order actions in the customer column", () => {
  it("advances an order: posts its _id and 'advance', then shows the new stage and offers the next one", async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'Advance to Confirmed' }))
    expect(await within(card('KK-1001')).findByText('Stage: Confirmed (2 of 5)')).toBeTruthy()
    expect(posts(server.calls, OWNER_ORDER_ACTION_PATH)).toEqual([{ orderId: 'ord-1', action: 'advance' }])
    expect(within(card('KK-1001')).getByText('Confirmed').closest('li')!.getAttribute('aria-current')).toBe('step')
    expect(within(card('KK-1001')).getByRole('button', { name: 'Advance to Packed' })).toBeTruthy()
    // The answer is a plain Order: the reported payment still waiting is kept.
    expect(within(card('KK-1001')).getByRole('button', { name: 'Confirm payment' })).toBeTruthy()
  })

  it('names the stages in Hindi for an owner reading Hindi: the product’s own stage names are translated', async () => {
    const { i18n } = setup()
    await act(() => applyOwnerLanguage(i18n, 'hi'))
    await screen.findByRole('article', { name: 'KK-1001' })
    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'कन्फ़र्म हुआ पर आगे बढ़ाएँ' }))
    expect(await within(card('KK-1001')).findByText('चरण: कन्फ़र्म हुआ (5 में से 2)')).toBeTruthy()
    expect(within(card('KK-1001')).getByText('पैक हुआ')).toBeTruthy()
    expect(within(card('KK-1001')).getByRole('button', { name: 'पैक हुआ पर आगे बढ़ाएँ' })).toBeTruthy()
    expect(within(card('KK-1001')).queryByText(/Confirmed|Packed/)).toBeNull()
  })

  it('marks a paid order completed at once: every stage done, no more actions', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'KK-1002' })
    fireEvent.click(within(card('KK-1002')).getByRole('button', { name: 'Mark completed' }))
    expect(await within(card('KK-1002')).findByText('Completed')).toBeTruthy()
    expect(posts(server.calls, OWNER_ORDER_ACTION_PATH)).toEqual([{ orderId: 'ord-2', action: 'complete' }])
    expect(within(card('KK-1002')).queryByRole('button', { name: /Advance|Mark completed|Cancel/ })).toBeNull()
  })

  it('asks before cancelling: Keep order sends nothing, confirming cancels; a paid order has no Cancel', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    expect(within(card('KK-1002')).queryByRole('button', { name: 'Cancel order' })).toBeNull()
    expect(within(card('KK-1002')).getByRole('button', { name: 'Advance to Confirmed' })).toBeTruthy()

    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'Cancel order' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order KK-1001?' })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep order' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(posts(server.calls, OWNER_ORDER_ACTION_PATH)).toEqual([])

    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'Cancel order' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(posts(server.calls, OWNER_ORDER_ACTION_PATH)).toEqual([{ orderId: 'ord-1', action: 'cancel' }])
    expect(within(card('KK-1001')).getByText('Cancelled')).toBeTruthy()
    expect(within(card('KK-1001')).queryByRole('button', { name: /Advance|Mark completed|Cancel order/ })).toBeNull()
  })

  it("shows the server's refusal beside the order, in its words, and keeps the order as it was", async () => {
    const { orders } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    // Another tab took the payment meanwhile: this panel still offers Cancel, the server refuses it.
    const order = orders.get('ord-1')!
    orders.set('ord-1', { ...order, paymentStatus: 'Paid' })
    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'Cancel order' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
    const alert = await within(screen.getByRole('alertdialog')).findByRole('alert')
    expect(alert.textContent).toBe('This order has a payment: refund it before cancelling the order.')
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(within(card('KK-1001')).getByText('Active')).toBeTruthy()
  })

  it('lists a reported payment; Confirm payment posts orderId and milestoneId, the milestone turns Paid', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    const report = within(card('KK-1001')).getByRole('group', { name: 'Payment reported with reference UTR4455667788' })
    expect(within(report).getByText('UTR4455667788')).toBeTruthy()
    expect(within(report).getByText('₹393.90')).toBeTruthy()
    expect(within(report).getByText('Reported')).toBeTruthy()
    const shot = within(report).getByRole('link', {
      name: 'Payment screenshot, reference UTR4455667788 (opens in a new tab)',
    })
    expect(shot.getAttribute('href')).toBe('/uploads/shot-1.png')
    expect(shot.getAttribute('target')).toBe('_blank')
    expect(within(card('KK-1001')).getByText('Pending')).toBeTruthy()

    fireEvent.click(within(report).getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() => expect(within(card('KK-1001')).queryByRole('group', { name: /Payment reported/ })).toBeNull())
    expect(posts(server.calls, OWNER_CONFIRM_PAYMENT_PATH)).toEqual([{ orderId: 'ord-1', milestoneId: 'm1' }])
    expect(within(card('KK-1001')).queryByText('Pending')).toBeNull()
    expect(within(card('KK-1001')).getAllByText('Paid')).toHaveLength(2)
  })
})

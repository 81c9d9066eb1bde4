// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testOrder } from '../../engine/testing'
import { FIRST_LOAD, openHistory, renderPaymentWidget } from './payment-harness'

afterEach(() => cleanup())

const paid = { id: 'm1', label: 'Full payment', amount: 393.9, dueDate: '2026-11-23', status: 'Paid' as const }
const allDone = testOrder().pipelineStages.map((stage) => ({ ...stage, status: 'Completed' as const }))

/** One status model (`orderView`) drives the History card, its details and Pay. */
describe("the order card's one status model", () => {
  it('a cancelled, refunded order shows Refunded ₹X: no progress, nothing to pay, no Pay', async () => {
    const test = await renderPaymentWidget({
      orders: [
        testOrder(),
        testOrder({
          _id: 'ord-2',
          orderId: 'KK-1002',
          status: 'Cancelled',
          paymentStatus: 'Paid',
          paymentMilestones: [paid],
          refund: { amount: 393.9, method: 'gateway', status: 'processed', reference: null },
        }),
        testOrder({ _id: 'ord-3', orderId: 'KK-1003', status: 'Cancelled' }),
        testOrder({
          _id: 'ord-4',
          orderId: 'KK-1004',
          status: 'Cancelled',
          paymentStatus: 'Paid',
          paymentMilestones: [paid],
          refund: { amount: 393.9, method: 'gateway', status: 'pending', reference: null },
        }),
      ],
    })
    openHistory(test)
    const live = await screen.findByRole('article', { name: 'KK-1001' }, FIRST_LOAD)
    expect(within(live).getByText('20% complete')).toBeTruthy()
    expect(within(live).getByText('To pay ₹393.90')).toBeTruthy()
    expect(await within(live).findByRole('button', { name: 'Pay ₹393.90 for order KK-1001' }, FIRST_LOAD)).toBeTruthy()

    const refunded = screen.getByRole('article', { name: 'KK-1002' })
    expect(within(refunded).getByText('Cancelled')).toBeTruthy()
    expect(within(refunded).getByText('Refunded ₹393.90')).toBeTruthy()
    expect(within(refunded).queryByText(/% complete|To pay|paid$/)).toBeNull()
    expect(refunded.querySelector('.vw-order-card__progress')).toBeNull()
    expect(within(refunded).queryByRole('button', { name: /^Pay/ })).toBeNull()
    fireEvent.click(within(refunded).getByRole('button', { name: 'Details of order KK-1002' }))
    expect(within(refunded).queryByRole('heading', { name: 'Stages' })).toBeNull()

    const unpaid = screen.getByRole('article', { name: 'KK-1003' })
    expect(within(unpaid).queryByText(/% complete|To pay|paid$|Refund/)).toBeNull()
    expect(within(unpaid).getByText('₹393.90')).toBeTruthy()
    expect(within(unpaid).queryByRole('button', { name: /^Pay/ })).toBeNull()
    fireEvent.click(within(unpaid).getByRole('button', { name: 'Details of order KK-1003' }))
    // Nothing is due on a cancelled order: its Pending milestone is not listed.
    expect(within(unpaid).queryByText(/Full payment/)).toBeNull()

    expect(
      within(screen.getByRole('article', { name: 'KK-1004' })).getByText('Refund of ₹393.90 on its way'),
    ).toBeTruthy()
  })

  it('a completed order is paid: 100% complete, 1/1 paid, no Pay beside it', async () => {
    const test = await renderPaymentWidget({
      orders: [
        testOrder({ status: 'Completed', paymentStatus: 'Paid', paymentMilestones: [paid], pipelineStages: allDone }),
      ],
    })
    openHistory(test)
    const card = await screen.findByRole('article', { name: 'KK-1001' }, FIRST_LOAD)
    expect(within(card).getByText('100% complete')).toBeTruthy()
    expect(within(card).getByText('1/1 paid')).toBeTruthy()
    await import('./components/PayAction')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(within(card).queryByRole('button', { name: /^Pay/ })).toBeNull()
  })
})

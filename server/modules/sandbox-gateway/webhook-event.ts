/**
 * A gateway event in Razorpay's webhook shape (`payment.captured`,
 * `payment.failed`), as the sandbox sends it.
 */
export function paymentEvent(
  event: 'payment.captured' | 'payment.failed',
  payment: { id: string; orderId: string; amount: number; notes: Record<string, string> },
) {
  return {
    entity: 'event',
    account_id: 'acc_sandbox',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amount,
          currency: 'INR',
          status: event === 'payment.captured' ? 'captured' : 'failed',
          order_id: payment.orderId,
          notes: payment.notes,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  }
}

import { describe, expect, it } from 'vitest'
import type { DomainEvent } from '../../../contract/events.js'
import { customerPush, ownerPushes, type PushContext } from './notifications.js'
import { inQuietHours } from './quiet-hours.js'

const context = { siteName: 'Kesar Kitchen', customerLabel: 'Asha' }
const message = (sender: 'user' | 'system', text: string) => ({
  _id: 'm1',
  message: text,
  createdAt: '2026-01-01T10:00:00.000Z',
  senderId: 'x',
  clientId: 'site-1',
  sender,
})
const stored = (sender: 'user' | 'system', text: string, typed?: { position: number; count: number }) =>
  ({
    id: 'e1',
    type: 'message.stored',
    occurredAt: '2026-01-01T10:00:00.000Z',
    payload: { siteId: 'site-1', customerId: 'c1', message: message(sender, text), ...(typed ? { typed } : {}) },
  }) as DomainEvent

/** The owners' notifications of `event`, each written as a device reading `language` gets it. */
const toOwners = (event: DomainEvent, labels: PushContext, language: 'en' | 'hi') =>
  ownerPushes(event).map(({ write, ...push }) => ({ ...push, notification: write(labels, language) }))
/** The customer's notification of `event`, written in their language. */
const toCustomer = (event: DomainEvent, labels: PushContext) => {
  const push = customerPush(event)
  return push && { customerId: push.customerId, notification: push.write(labels) }
}

describe('what an event tells owners and customers', () => {
  it("tells owners of a customer's message, tagged by conversation, and customers of the business's reply", () => {
    expect(toOwners(stored('user', 'Is the thali on?'), context, 'en')).toEqual([
      {
        kind: 'messages',
        customerId: 'c1',
        notification: {
          title: 'Asha',
          body: 'Is the thali on?',
          tag: 'conversation:c1',
          url: '/owner?conversation=c1',
        },
      },
    ])
    expect(toCustomer(stored('user', 'Is the thali on?'), context)).toBeNull()
    expect(toCustomer(stored('system', 'Yes, till 3 pm'), context)).toEqual({
      customerId: 'c1',
      notification: { title: 'Kesar Kitchen replied', body: 'Yes, till 3 pm', tag: 'chat:site-1', url: '/?chat=open' },
    })
    // An order's typed messages come with their order change: not pushed twice.
    expect(toCustomer(stored('system', 'Order placed', { position: 0, count: 1 }), context)).toBeNull()
    expect(toOwners(stored('system', 'Yes'), context, 'en')).toEqual([])
  })

  it("writes the customer's notifications in their language, the order's status as a word of it", () => {
    const order = { _id: 'o1', orderId: 'KK-1001', status: 'Active', pipelineStages: [] }
    const event = (type: string, payload: object) =>
      ({
        id: 'e2',
        type,
        occurredAt: '2026-01-01T10:00:00.000Z',
        payload: { siteId: 'site-1', customerId: 'c1', order, ...payload },
      }) as unknown as DomainEvent
    const hindi = { ...context, customerLanguage: 'hi' as const }
    expect(toCustomer(event('order.changed', { action: 'advance' }), hindi)?.notification).toMatchObject({
      title: 'Kesar Kitchen: ऑर्डर KK-1001',
      body: 'आपका ऑर्डर आगे बढ़ा: चालू',
    })
    expect(toCustomer(event('order.changed', { action: 'advance' }), context)?.notification.body).toBe(
      'Your order moved on: Active',
    )
    // The stage reached: the product's own names in the reader's language, an owner's own name as written.
    const staged = (name: string) => ({
      ...order,
      pipelineStages: [
        { name, status: 'Completed' },
        { name: 'Delivered', status: 'Pending' },
      ],
    })
    const advanced = (name: string, reader: typeof context) =>
      toCustomer(event('order.changed', { action: 'advance', order: staged(name) }), reader)?.notification.body
    expect(advanced('Shipped', hindi)).toBe('आपका ऑर्डर आगे बढ़ा: भेजा गया')
    expect(advanced('Shipped', context)).toBe('Your order moved on: Shipped')
    expect(advanced('Out for tasting', hindi)).toBe('आपका ऑर्डर आगे बढ़ा: Out for tasting')
    expect(toCustomer(event('payment.confirmed', { milestoneId: 'm1', amount: 250 }), hindi)?.notification.body).toBe(
      'हमें ₹250.00 मिल गए। धन्यवाद!',
    )
    expect(toCustomer(stored('system', 'Yes'), hindi)?.notification.title).toBe('Kesar Kitchen ने जवाब दिया')
  })

  it("writes the owners' notifications in the language asked for, amounts in its locale", () => {
    const order = { _id: 'o1', orderId: 'KK-1001', title: 'Veg thali', finalAmount: 123456.5 }
    const created = {
      id: 'e3',
      type: 'order.created',
      occurredAt: '2026-01-01T10:00:00.000Z',
      payload: { siteId: 'site-1', customerId: 'c1', orders: [order] },
    } as unknown as DomainEvent
    const reported = { ...created, type: 'payment.reported', payload: { customerId: 'c1', order, reference: 'UTR9' } }
    expect(toOwners(created, context, 'hi')[0]!.notification).toMatchObject({
      title: 'नया ऑर्डर KK-1001 · ₹1,23,456.50',
      body: 'Asha: Veg thali',
    })
    expect(toOwners(created, context, 'en')[0]!.notification.title).toBe('New order KK-1001 · ₹1,23,456.50')
    expect(toOwners(reported as DomainEvent, context, 'hi')[0]!.notification).toMatchObject({
      title: 'KK-1001 के पेमेंट की जानकारी मिली',
      body: 'Asha के अनुसार उन्होंने ₹1,23,456.50 का पेमेंट किया है (रेफ़रेंस UTR9)। जाँच कर पुष्टि करें।',
    })
    const photo = stored('user', '')
    ;(photo.payload as { message: { type?: string } }).message.type = 'image'
    expect(toOwners(photo, context, 'hi')[0]!.notification.body).toBe('एक अटैचमेंट भेजा')
  })

  it('clips a long message to one notification line', () => {
    const [push] = toOwners(stored('user', 'a'.repeat(500)), context, 'en')
    expect(push!.notification.body).toHaveLength(160)
    expect(push!.notification.body.endsWith('…')).toBe(true)
  })
})

describe('quiet hours in the shop’s time zone', () => {
  // 18:00 UTC is 23:30 in India.
  const night = new Date('2026-01-01T18:00:00Z')
  const noon = new Date('2026-01-01T06:30:00Z')
  it('spans midnight when `from` is later than `to`', () => {
    expect(inQuietHours({ from: '22:00', to: '07:00' }, night, 'Asia/Kolkata')).toBe(true)
    expect(inQuietHours({ from: '22:00', to: '07:00' }, noon, 'Asia/Kolkata')).toBe(false)
    expect(inQuietHours({ from: '22:00', to: '07:00' }, night, 'Europe/London')).toBe(false)
  })
  it('is a plain range otherwise, and never with none or an empty one', () => {
    expect(inQuietHours({ from: '11:00', to: '13:00' }, noon, 'Asia/Kolkata')).toBe(true)
    expect(inQuietHours({ from: '12:00', to: '12:00' }, noon, 'Asia/Kolkata')).toBe(false)
    expect(inQuietHours(null, noon, 'Asia/Kolkata')).toBe(false)
  })
})

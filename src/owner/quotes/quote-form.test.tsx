// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  OWNER_CONVERSATION_MESSAGES_PATH,
  OWNER_CONVERSATION_READ_PATH,
  OWNER_CONVERSATIONS_PATH,
} from '../../../contract/owner-inbox'
import { OWNER_QUOTES_PATH, type Quote } from '../../../contract/quotes'
import {
  conversationsPage,
  FakeOwnerServer,
  testConversation,
  testMessage,
  TEST_SITE_ID,
} from '../testing/fake-owner-server'
import { fakeOwnerLayout } from '../testing/owner-layout'
import { renderOwner } from '../testing/render-owner'
import { enquiryLines } from './quote-draft'

fakeOwnerLayout(64)
afterEach(cleanup)

const quote = (overrides: Partial<Quote> = {}): Quote => ({
  _id: 'q1',
  quoteNumber: 'Q-1001',
  customerId: 'c1',
  lines: [
    {
      itemId: null,
      name: 'Wholesale Masala Tins (5 kg) (Garam masala, 5 kg)',
      quantity: 4,
      unitPrice: 5800,
      amount: 23200,
      kind: 'service',
    },
  ],
  note: '',
  validUntil: '2030-01-07',
  status: 'open',
  total: 23200,
  needsAddress: false,
  isService: true,
  orderIds: [],
  createdDate: '2030-01-01T10:00:00.000Z',
  ...overrides,
})

const enquiry = 'Enquiry request:\n• Wholesale Masala Tins (5 kg) (Garam masala, 5 kg) × 4\nNote: for a hostel'

function server() {
  const sent: unknown[] = []
  const fake = new FakeOwnerServer()
    .on('GET', OWNER_CONVERSATIONS_PATH, () => ({
      body: conversationsPage([testConversation({ customerId: 'c1', name: 'Meera', unread: 0 })]),
    }))
    .on('GET', OWNER_CONVERSATION_MESSAGES_PATH, () => ({
      body: {
        message: 'success',
        messages: [
          testMessage({ message: enquiry, kind: 'enquiry' }),
          testMessage({
            _id: 'm-quote',
            sender: 'system',
            type: 'component',
            message: '<div data-quote-id="q1"><p><strong>Quote Q-1001</strong></p></div>',
          }),
        ],
        hasMore: false,
        nextBefore: null,
      },
    }))
    .on('POST', OWNER_CONVERSATION_READ_PATH, () => ({ body: { message: 'success' } }))
    .on('GET', OWNER_QUOTES_PATH, () => ({ body: { message: 'success', data: [quote()] } }))
    .on('POST', OWNER_QUOTES_PATH, ({ body }) => {
      sent.push(body)
      return { body: { message: 'success', data: quote({ _id: 'q2', quoteNumber: 'Q-1002' }) } }
    })
  return { fake, sent }
}

describe('sending a quote', () => {
  it('reads the lines of an enquiry message', () => {
    expect(enquiryLines(enquiry)).toEqual([
      { name: 'Wholesale Masala Tins (5 kg) (Garam masala, 5 kg)', quantity: '4' },
    ])
    expect(enquiryLines('Hello there')).toEqual([])
  })

  it('starts from the latest enquiry, sends the lines with their prices, shows the status live', async () => {
    const { fake, sent } = server()
    const { stop, live } = renderOwner({ server: fake })
    fireEvent.click(await screen.findByRole('button', { name: /Meera/ }))
    const log = await screen.findByRole('log', { name: 'Messages with Meera' })
    expect(await within(log).findByText(/Quote Q-1001: waiting for the customer/)).toBeTruthy()

    const open = screen.getByRole('button', { name: 'Send quote' })
    open.focus()
    fireEvent.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'Send a quote to Meera' })
    const name = within(dialog).getByRole('textbox', { name: 'Item or service' }) as HTMLInputElement
    expect(name.value).toBe('Wholesale Masala Tins (5 kg) (Garam masala, 5 kg)')
    expect((within(dialog).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('4')
    const submit = within(dialog).getByRole('button', { name: 'Send quote' }) as HTMLButtonElement
    // No price yet: nothing to send.
    expect(submit.disabled).toBe(true)
    const price = within(dialog).getByRole('spinbutton', { name: 'Price per unit (₹, all taxes included)' })
    await waitFor(() => expect(document.activeElement).toBe(price))
    fireEvent.change(price, { target: { value: '5800' } })
    expect(within(dialog).getByText('Total: ₹23,200.00')).toBeTruthy()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note for the customer (optional)' }), {
      target: { value: 'Delivered in 3 days' },
    })
    fireEvent.click(submit)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent[0]).toMatchObject({
      customerId: 'c1',
      lines: [{ name: 'Wholesale Masala Tins (5 kg) (Garam masala, 5 kg)', quantity: 4, unitPrice: 5800 }],
      note: 'Delivered in 3 days',
    })
    expect((sent[0] as { validUntil: string }).validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // Focus goes back to Send quote.
    expect(document.activeElement).toBe(open)

    act(() =>
      live.emit('quote', { clientId: TEST_SITE_ID, quote: quote({ status: 'accepted', orderIds: ['KK-1042'] }) }),
    )
    expect(within(log).getByText('Quote Q-1001: accepted, order KK-1042')).toBeTruthy()
    stop()
  })
})

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { GET_ADDRESSES_PATH } from '../../../contract/address'
import {
  QUOTE_ANSWER_PATH,
  QUOTE_PATH,
  QUOTE_UPDATED_EVENT,
  type Quote,
  type QuoteAnswerBody,
} from '../../../contract/quotes'
import { EngineProvider } from '../../engine'
import { createTestEngine, testAddress, TEST_CUSTOMER, TEST_SITE_ID } from '../../engine/testing'
import { MessageBubble } from '../components/MessageBubble'
import { widgetPlugins } from '../plugins'

afterEach(cleanup)

// The test clock starts on 22 Nov 2026 (Indian time).
const quote = (overrides: Partial<Quote> = {}): Quote => ({
  _id: 'q1',
  quoteNumber: 'Q-1001',
  customerId: TEST_CUSTOMER._id,
  lines: [
    { itemId: null, name: 'Private thali workshop', quantity: 1, unitPrice: 12000, amount: 12000, kind: 'service' },
  ],
  note: '',
  validUntil: '2026-11-29',
  status: 'open',
  total: 12000,
  needsAddress: false,
  isService: true,
  orderIds: [],
  createdDate: '2026-11-22T10:00:00.000Z',
  ...overrides,
})

async function setup(shown: Quote) {
  const answers: QuoteAnswerBody[] = []
  const test = createTestEngine({
    site: { clientId: TEST_SITE_ID },
    plugins: widgetPlugins,
    routes: {
      [`GET ${QUOTE_PATH}`]: () => ({ body: { message: 'success', data: shown } }),
      [`GET ${GET_ADDRESSES_PATH}`]: () => ({
        body: { message: 'success', data: [testAddress({ _id: 'a1', fullName: 'Asha Verma', city: 'Jaipur' })] },
      }),
      [`POST ${QUOTE_ANSWER_PATH}`]: (request) => {
        const body = request.body as QuoteAnswerBody
        answers.push(body)
        const status = body.answer === 'accept' ? 'accepted' : 'declined'
        const orderIds = body.answer === 'accept' ? ['KK-1042'] : []
        return {
          body: { message: 'success', data: { quote: { ...shown, status, orderIds }, orders: [], messages: [] } },
        }
      },
    },
  })
  await test.signIn()
  const message = test.message({
    type: 'component',
    sender: 'system',
    message: '<div data-quote-id="q1"><p><strong>Quote Q-1001</strong></p><p>Total: ₹12,000.00</p></div>',
  })
  render(
    <EngineProvider engine={test.engine}>
      <MessageBubble message={message} />
    </EngineProvider>,
  )
  return { test, answers }
}

describe('a quote in the chat', () => {
  it('asks a service’s preferred date and slot, refuses a past day, and accepts with them', async () => {
    const { answers } = await setup(quote())
    expect(await screen.findByText('Waiting for your answer')).toBeTruthy()
    const accept = screen.getByRole('button', { name: /^Accept quote Q-1001 for ₹12,000/ }) as HTMLButtonElement
    expect(accept.disabled).toBe(true)
    const date = screen.getByLabelText('Date') as HTMLInputElement
    expect(date.min).toBe('2026-11-22')
    fireEvent.change(date, { target: { value: '2026-11-21' } })
    expect(screen.getByRole('alert').textContent).toBe('Please pick today or a later day.')
    fireEvent.click(screen.getByRole('radio', { name: 'Afternoon (12–4 pm)' }))
    expect(accept.disabled).toBe(true)
    fireEvent.change(date, { target: { value: '2026-11-24' } })
    expect(accept.disabled).toBe(false)
    fireEvent.click(accept)
    const status = await screen.findByText('Accepted: order KK-1042')
    // The buttons are gone: the focus is on what the quote now says.
    await waitFor(() => expect(document.activeElement).toBe(status))
    expect(answers).toEqual([
      {
        customerId: TEST_CUSTOMER._id,
        quoteId: 'q1',
        answer: 'accept',
        serviceSlot: { date: '2026-11-24', slot: 'afternoon' },
      },
    ])
    expect(screen.queryByRole('button', { name: /Accept quote/ })).toBeNull()
  })

  it('sends the chosen delivery address for a quote that ships, and follows a change made elsewhere live', async () => {
    const { test, answers } = await setup(quote({ isService: false, needsAddress: true }))
    const where = (await screen.findByRole('combobox', { name: 'Deliver to' })) as HTMLSelectElement
    expect(where.value).toBe('a1')
    expect(screen.queryByRole('radiogroup')).toBeNull()
    // Declined in another tab: the card follows.
    act(() =>
      test.sockets.last!.serverEmit(QUOTE_UPDATED_EVENT, {
        clientId: TEST_SITE_ID,
        quote: quote({ status: 'declined', needsAddress: true, isService: false }),
      }),
    )
    expect(screen.getByText('Declined')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Decline quote/ })).toBeNull()
    expect(answers).toEqual([])
  })

  it('declines', async () => {
    const { answers } = await setup(quote({ isService: false, needsAddress: true }))
    const decline = await screen.findByRole('button', { name: 'Decline quote Q-1001' })
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Deliver to' })).toBeTruthy())
    fireEvent.click(decline)
    expect(await screen.findByText('Declined')).toBeTruthy()
    expect(answers[0]).toMatchObject({ answer: 'decline', quoteId: 'q1' })
    expect(within(document.body).queryByRole('button', { name: /Accept quote/ })).toBeNull()
  })
})

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OWNER_INSIGHTS_PATH, type InsightFigures, type InsightsResponse } from '../../../contract/owner-insights'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { changeOf, InsightsStore } from './insights-store'
import { InsightsView } from './InsightsView'

// The chart's library draws on a canvas jsdom does not have: the lazy chunk is its own test's business (e2e).
vi.mock('./InsightsChart', () => ({
  default: (props: { summary: string }) => <div role="img" aria-label={props.summary} />,
}))

afterEach(cleanup)

const figures = (overrides: Partial<InsightFigures> = {}): InsightFigures => ({
  visits: 0,
  chatsOpened: 0,
  signedIn: 0,
  chatsStarted: 0,
  orders: 0,
  customersOrdered: 0,
  customersPaid: 0,
  orderValue: 0,
  revenuePaid: 0,
  revenuePending: 0,
  averageOrderValue: 0,
  medianFirstResponseSeconds: null,
  ...overrides,
})

const answer = (period: InsightsResponse['period'], current: Partial<InsightFigures>): InsightsResponse => ({
  message: 'success',
  period,
  timeZone: 'Asia/Kolkata',
  from: '2026-12-07',
  to: '2026-12-07',
  current: figures(current),
  previous: figures({ visits: 10, orders: 2, revenuePaid: 500, medianFirstResponseSeconds: 600 }),
  days: [{ day: '2026-12-07', visits: 12, orders: 3 }],
  topItems: [{ name: 'Jaipuri Garam Masala', quantity: 4, amount: 480 }],
  topPages: [{ path: '/products/garam-masala', visits: 7 }],
})

describe('Insights', () => {
  it('says how a figure moved: up or down in whole percent, same, or new', () => {
    expect(changeOf(12, 10)).toEqual({ direction: 'up', percent: 20 })
    expect(changeOf(5, 10)).toEqual({ direction: 'down', percent: 50 })
    expect(changeOf(3, 0)).toEqual({ direction: 'up', percent: null })
    expect(changeOf(4, 4)).toEqual({ direction: 'same', percent: 0 })
  })

  it("shows today's figures against yesterday, the funnel, chart and top lists; a period asks again", async () => {
    const { server } = renderOwnerPanel(
      {
        [`GET ${OWNER_INSIGHTS_PATH}`]: (request) => ({
          body: answer(request.query.period === '30d' ? '30d' : 'today', {
            visits: request.query.period === '30d' ? 300 : 12,
            chatsOpened: 5,
            signedIn: 4,
            chatsStarted: 3,
            orders: 3,
            customersOrdered: 2,
            customersPaid: 1,
            revenuePaid: 750,
            revenuePending: 250,
            averageOrderValue: 333.33,
            medianFirstResponseSeconds: 300,
          }),
        }),
      },
      (api) => <InsightsView store={new InsightsStore(api)} />,
    )
    const cards = await screen.findByRole('list', { name: 'Today against yesterday' })
    const card = (label: string) => within(cards).getByText(label).closest('li')!
    expect(card('Visits').textContent).toContain('12')
    expect(card('Visits').textContent).toContain('▲ 20% on the period before')
    expect(card('Orders').textContent).toContain('▲ 50%')
    expect(card('Revenue paid').textContent).toContain('₹750.00')
    expect(card('Payment pending').textContent).toContain('₹250.00')
    expect(card('First reply (median)').textContent).toContain('5 minutes')
    expect(card('First reply (median)').textContent).toContain('▼ 50%')
    expect(card('Chats started').textContent).toContain('▲ none in the period before')
    const funnel = screen.getByRole('heading', { name: 'From visit to payment' }).nextElementSibling as HTMLElement
    expect([...funnel.querySelectorAll('li')].map((step) => step.textContent)).toEqual([
      'Visits12',
      'Chat opened5',
      'Signed in4',
      'Ordered2',
      'Paid1',
    ])
    expect(await screen.findByRole('img', { name: '12 visits and 3 orders over 1 days' })).toBeTruthy()
    expect(screen.getByText('Jaipuri Garam Masala')).toBeTruthy()
    expect(screen.getByText('/products/garam-masala')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: '30 days' }))
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'The last 30 days against the 30 days before' })).toBeTruthy(),
    )
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true')
    expect(server.calls.map((call) => call.query.period)).toEqual(['today', '30d'])
  })

  it('offers a retry when the figures cannot be read', async () => {
    let fail = true
    renderOwnerPanel(
      {
        [`GET ${OWNER_INSIGHTS_PATH}`]: () =>
          fail ? { status: 500, body: { message: 'Internal Server Error' } } : { body: answer('today', {}) },
      },
      (api) => <InsightsView store={new InsightsStore(api)} />,
    )
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getByRole('alert').textContent).toBeTruthy()
    fail = false
    fireEvent.click(retry)
    expect(await screen.findByRole('list', { name: 'Today against yesterday' })).toBeTruthy()
  })
})

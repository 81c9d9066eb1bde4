// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LEADS_PAGE_SIZE, OWNER_LEAD_HANDLED_PATH, OWNER_LEADS_PATH, type Lead } from '../../../contract/owner-inbox'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { leadPhoneDigits } from './lead-phone'
import { LeadsStore } from './leads-store'
import { LeadsView } from './LeadsView'

afterEach(cleanup)

const minutes = (n: number) => new Date(Date.UTC(2026, 10, 22, 10, 0) + n * 60_000).toISOString()

const lead = (index: number, overrides: Partial<Lead> = {}): Lead => ({
  _id: `lead-${index}`,
  name: `Visitor ${index}`,
  countryCode: '+91',
  contact: `98290 ${String(10000 + index)}`,
  email: null,
  company: null,
  messageContent: null,
  message: null,
  createdAt: minutes(index),
  handledAt: null,
  ...overrides,
})

/**
 * 34 open leads (Visitor 1 … 34, 34 newest) plus 2 handled ones; Asha (the
 * newest open one) filled every field. The fake server filters, pages 30 at
 * a time with `before`, counts the open ones and marks leads like the real one.
 */
function setup() {
  const leads = new Map<string, Lead>()
  for (let index = 1; index <= 34; index++) leads.set(`lead-${index}`, lead(index))
  leads.set(
    'lead-35',
    lead(35, {
      name: 'Asha Verma',
      contact: '098290-12345',
      email: 'asha@example.com',
      company: 'Verma Caterers',
      messageContent: 'Catering for 40 on Sunday',
      message: 'Vegetarian only, please',
    }),
  )
  leads.set('lead-h1', lead(5.5, { _id: 'lead-h1', name: 'Handled Harish', handledAt: minutes(100) }))
  leads.set('lead-h2', lead(6.5, { _id: 'lead-h2', name: 'Handled Hema', handledAt: minutes(101) }))
  const counts: number[] = []
  const harness = renderOwnerPanel(
    {
      [`GET ${OWNER_LEADS_PATH}`]: (request) => {
        const status = request.query.status ?? 'open'
        const matching = [...leads.values()]
          .filter((each) => status === 'all' || (status === 'handled') === (each.handledAt !== null))
          .filter((each) => !request.query.before || each.createdAt < request.query.before)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        const page = matching.slice(0, LEADS_PAGE_SIZE)
        const hasMore = matching.length > LEADS_PAGE_SIZE
        const open = [...leads.values()].filter((each) => each.handledAt === null).length
        return {
          body: { message: 'success', leads: page, hasMore, nextBefore: hasMore ? page.at(-1)!.createdAt : null, open },
        }
      },
      [`POST ${OWNER_LEAD_HANDLED_PATH}`]: (request) => {
        const { leadId, handled } = request.body as { leadId: string; handled: boolean }
        const changed = { ...leads.get(leadId)!, handledAt: handled ? minutes(200) : null }
        leads.set(leadId, changed)
        return { body: { message: 'success', lead: changed } }
      },
    },
    (api, live) => <LeadsView store={new LeadsStore(api, live)} onOpenCount={(open) => counts.push(open)} />,
  )
  return { ...harness, leads, counts }
}

const names = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)
const card = (name: string) => screen.getByRole('article', { name })

describe('the leads view', () => {
  it('lists open leads newest first with call, WhatsApp and email links; reports the open count', async () => {
    const { server, counts } = setup()
    expect(await screen.findByRole('article', { name: 'Asha Verma' })).toBeTruthy()
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: OWNER_LEADS_PATH, query: { status: 'open' } })
    expect(names().slice(0, 3)).toEqual(['Asha Verma', 'Visitor 34', 'Visitor 33'])
    expect(names()).toHaveLength(30)
    expect(names()).not.toContain('Handled Harish')
    const asha = card('Asha Verma')
    expect(within(asha).getByRole('link', { name: 'Call Asha Verma on +91 098290-12345' }).getAttribute('href')).toBe(
      'tel:+919829012345',
    )
    const whatsapp = within(asha).getByRole('link', { name: 'Message Asha Verma on WhatsApp (opens in a new tab)' })
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/919829012345')
    expect(whatsapp.getAttribute('target')).toBe('_blank')
    expect(within(asha).getByRole('link', { name: 'Email Asha Verma at asha@example.com' }).getAttribute('href')).toBe(
      'mailto:asha@example.com',
    )
    expect(within(asha).getByText('Company: Verma Caterers')).toBeTruthy()
    expect(within(asha).getByText('Services: Catering for 40 on Sunday')).toBeTruthy()
    expect(within(asha).getByText('Message: Vegetarian only, please')).toBeTruthy()
    expect(
      within(asha).getByText(
        (_text, element) => element?.tagName === 'TIME' && element.getAttribute('datetime') === minutes(35),
      ),
    ).toBeTruthy()
    expect(within(card('Visitor 34')).queryByRole('link', { name: /^Email/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Open (35)' }).getAttribute('aria-pressed')).toBe('true')
    expect(counts.at(-1)).toBe(35)
  })

  it('loads the next page with the cursor and adds it below', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'Asha Verma' })
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(names()).toHaveLength(35))
    expect(server.calls[1]!.query).toEqual({ status: 'open', before: minutes(6) })
    expect(names().slice(-2)).toEqual(['Visitor 2', 'Visitor 1'])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('marks a lead handled (it leaves Open, the count drops), shows it under Handled, reopens it', async () => {
    const { server, counts } = setup()
    await screen.findByRole('article', { name: 'Asha Verma' })
    fireEvent.click(within(card('Asha Verma')).getByRole('button', { name: 'Mark handled: the lead from Asha Verma' }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Asha Verma' })).toBeNull())
    expect(server.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: OWNER_LEAD_HANDLED_PATH,
      body: { leadId: 'lead-35', handled: true },
    })
    expect(screen.getByRole('status').textContent).toBe('The lead from Asha Verma is marked handled.')
    expect(screen.getByRole('button', { name: 'Open (34)' })).toBeTruthy()
    expect(counts.at(-1)).toBe(34)

    fireEvent.click(screen.getByRole('button', { name: 'Handled' }))
    expect(await screen.findByRole('article', { name: 'Asha Verma' })).toBeTruthy()
    expect(server.calls.at(-1)!.query).toEqual({ status: 'handled' })
    expect(names()).toEqual(['Asha Verma', 'Handled Hema', 'Handled Harish'])
    fireEvent.click(within(card('Asha Verma')).getByRole('button', { name: 'Reopen: the lead from Asha Verma' }))
    await waitFor(() => expect(names()).toEqual(['Handled Hema', 'Handled Harish']))
    expect(server.calls.at(-1)).toMatchObject({ method: 'POST', body: { leadId: 'lead-35', handled: false } })
    expect(counts.at(-1)).toBe(35)

    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    await waitFor(() => expect(server.calls.at(-1)!.query).toEqual({ status: 'all' }))
    expect(await screen.findByRole('article', { name: 'Handled Hema' })).toBeTruthy()
    expect(names()[0]).toBe('Asha Verma')
  })

  it('adds a new lead live on top, drops one handled in another tab, and counts each change once', async () => {
    const { live, counts } = setup()
    await screen.findByRole('article', { name: 'Asha Verma' })
    act(() => live.emit('lead', { lead: lead(40, { name: 'Neha Jain' }) }))
    expect(names()[0]).toBe('Neha Jain')
    expect(counts.at(-1)).toBe(36)

    const handledElsewhere = { ...lead(34), handledAt: minutes(300) }
    act(() => live.emit('lead', { lead: handledElsewhere }))
    expect(names()).not.toContain('Visitor 34')
    expect(counts.at(-1)).toBe(35)
    // The same change again (this tab's own change echoed by the owner room) changes nothing.
    act(() => live.emit('lead', { lead: handledElsewhere }))
    expect(counts.at(-1)).toBe(35)
    expect(screen.getByRole('button', { name: 'Open (35)' })).toBeTruthy()

    // An open lead older than the pages held is counted but waits for 'Load more'.
    act(() => live.emit('lead', { lead: lead(0.5, { _id: 'lead-old', name: 'Old Omkar' }) }))
    expect(names()).not.toContain('Old Omkar')
    expect(counts.at(-1)).toBe(36)
  })

  it("says the server's refusal beside the lead", async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'Asha Verma' })
    server.route(`POST ${OWNER_LEAD_HANDLED_PATH}`, {
      status: 404,
      body: { message: 'This lead is not there any more.', code: 'NOT_FOUND' },
    })
    fireEvent.click(within(card('Asha Verma')).getByRole('button', { name: 'Mark handled: the lead from Asha Verma' }))
    expect((await within(card('Asha Verma')).findByRole('alert')).textContent).toBe('This lead is not there any more.')
  })
})

describe('leadPhoneDigits (tel: and wa.me)', () => {
  it.each([
    ['+91', '98290 12345', '919829012345'],
    ['+91', '098290-12345', '919829012345'],
    ['+91', '+44 20 7946 0958', '442079460958'],
    ['+1', '0044 20 7946 0958', '442079460958'],
    ['+1', '(415) 555-0100', '14155550100'],
  ])('%s %s → %s', (countryCode, contact, digits) => {
    expect(leadPhoneDigits(countryCode, contact)).toBe(digits)
  })
})

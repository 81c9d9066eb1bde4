// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OWNER_CONVERSATION_MESSAGES_PATH, OWNER_CONVERSATIONS_PATH } from '../../../contract/owner-inbox'
import { conversationsPage, FakeOwnerServer, testConversation, testMessage } from '../testing/fake-owner-server'
import { renderOwner } from '../testing/render-owner'
import { ONE_COLUMN_QUERY, PHONE_QUERY, TWO_COLUMNS_QUERY } from './use-columns'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A window `width` px wide, as `matchMedia` reports it for the inbox's two queries. */
function windowOf(width: number) {
  const limits: Record<string, number> = { [PHONE_QUERY]: 600, [ONE_COLUMN_QUERY]: 768, [TWO_COLUMNS_QUERY]: 1099 }
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width <= (limits[query] ?? 0),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

function server(unread = 0) {
  return new FakeOwnerServer()
    .on('GET', OWNER_CONVERSATIONS_PATH, () => ({
      body: conversationsPage([
        testConversation({ customerId: 'c1', name: 'Meera', unread, lastMessage: testMessage({ message: 'Hello' }) }),
      ]),
    }))
    .on('GET', OWNER_CONVERSATION_MESSAGES_PATH, () => ({
      body: { message: 'success', messages: [testMessage({ message: 'Hello' })], hasMore: false, nextBefore: null },
    }))
}

const column = (name: string) => screen.queryByRole('region', { name })

describe('the inbox layout', () => {
  it('at 390 px shows one column at a time: list → conversation → customer info, with Back buttons', async () => {
    windowOf(390)
    const { stop } = renderOwner({ server: server() })
    fireEvent.click(await screen.findByRole('button', { name: /Meera/ }))
    expect(await screen.findByRole('region', { name: 'Meera' })).toBeTruthy()
    expect(column('Conversations')).toBeNull()
    expect(column('Customer')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Customer info' }))
    expect(column('Customer')).toBeTruthy()
    expect(column('Meera')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Back to the conversation' }))
    expect(column('Meera')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }))
    expect(column('Conversations')).toBeTruthy()
    expect(column('Meera')).toBeNull()
    stop()
  })

  it('at 1280 px shows list, conversation and customer info side by side, without Back buttons', async () => {
    windowOf(1280)
    const { stop } = renderOwner({ server: server() })
    expect(await screen.findByText('Pick a conversation to read and reply.')).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: /Meera/ }))
    expect(await screen.findByRole('region', { name: 'Meera' })).toBeTruthy()
    expect(column('Conversations')).toBeTruthy()
    expect(column('Customer')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Back/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Customer info' })).toBeNull()
    stop()
  })

  it('switches to Leads and Website with the tabs (arrow keys too), and back to the inbox as it was', async () => {
    windowOf(1280)
    const { stop } = renderOwner({ server: server() })
    fireEvent.click(await screen.findByRole('button', { name: /Meera/ }))
    await screen.findByRole('region', { name: 'Meera' })
    const inbox = screen.getByRole('tab', { name: 'Inbox' })
    fireEvent.keyDown(inbox, { key: 'ArrowRight' })
    const leads = screen.getByRole('tab', { name: 'Leads' })
    expect(leads.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(leads)
    expect(document.title).toBe('Leads · Kesar Kitchen')
    expect(column('Conversations')).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Website' }))
    expect(screen.getByRole('tabpanel', { name: 'Website' })).toBeTruthy()
    expect(column('Meera')).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Inbox' }))
    expect(column('Meera')).toBeTruthy()
    stop()
  })

  it('at 390 px has a bottom bar: Inbox, Orders, Catalogue and More (the rest, the language, Sign out)', async () => {
    windowOf(390)
    const { app, stop } = renderOwner({ server: server(1) })
    const bar = await screen.findByRole('navigation', { name: 'Owner sections' })
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull()
    const entry = (name: RegExp) => within(bar).getByRole('button', { name })
    expect(entry(/^Inbox/).getAttribute('aria-current')).toBe('page')
    expect(entry(/^Inbox/).textContent).toContain('1')
    fireEvent.click(entry(/^Orders/))
    expect(app.tab).toBe('orders')
    expect(entry(/^Orders/).getAttribute('aria-current')).toBe('page')
    expect(entry(/^Inbox/).getAttribute('aria-current')).toBeNull()
    expect(screen.getByRole('region', { name: 'Orders' })).toBeTruthy()

    const more = entry(/^More/)
    fireEvent.click(more)
    expect(more.getAttribute('aria-expanded')).toBe('true')
    const sheet = screen.getByRole('dialog', { name: 'More' })
    const items = within(sheet)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(items).toEqual(['Leads', 'Customers', 'Website', 'Settings', 'Share', 'Sign out'])
    expect(within(sheet).getByRole('combobox', { name: 'Language' })).toBeTruthy()
    expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Leads' }))
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(more)

    fireEvent.click(more)
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Settings' }))
    expect(app.tab).toBe('settings')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(more.getAttribute('aria-current')).toBe('page')
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy()
    stop()
  })

  it('at 1280 px keeps the top tabs and no bottom bar', async () => {
    windowOf(1280)
    const { stop } = renderOwner({ server: server() })
    expect(await screen.findByRole('tab', { name: /^Inbox/ })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Share' })).toBeTruthy()
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy()
    stop()
  })
})

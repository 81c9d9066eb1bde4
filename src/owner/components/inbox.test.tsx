// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_CONVERSATIONS_PATH, OWNER_LEADS_PATH } from '../../../contract/owner-inbox'
import { conversationsPage, FakeOwnerServer, testConversation, testMessage } from '../testing/fake-owner-server'
import { fakeOwnerLayout } from '../testing/owner-layout'
import { renderOwner } from '../testing/render-owner'

fakeOwnerLayout(76)
afterEach(cleanup)

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

/** Three conversations as the server lists them (newest first), one of them with an enquiry and unread messages. */
function threeConversations() {
  return [
    testConversation({
      customerId: 'c1',
      name: 'Meera',
      lastActivityAt: minutesAgo(1),
      unread: 2,
      enquiry: true,
      lastMessage: testMessage({ type: 'image', message: '/uploads/a.jpg', caption: null, createdAt: minutesAgo(1) }),
    }),
    testConversation({
      customerId: 'c2',
      lastActivityAt: minutesAgo(5),
      lastMessage: testMessage({ type: 'audio', message: '/uploads/note.webm', createdAt: minutesAgo(5) }),
    }),
    testConversation({
      customerId: 'c3',
      lastActivityAt: minutesAgo(9),
      unread: 1,
      lastMessage: testMessage({ type: 'file', message: '/uploads/menu.pdf', createdAt: minutesAgo(9) }),
    }),
  ]
}

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem')

describe('the inbox list', () => {
  it('lists conversations newest first: who, preview, unread badge, Enquiry marker; title counts unread', async () => {
    const server = new FakeOwnerServer().on('GET', OWNER_CONVERSATIONS_PATH, () => ({
      body: conversationsPage(threeConversations()),
    }))
    server.on('GET', OWNER_LEADS_PATH, () => ({
      body: { message: 'success', leads: [], hasMore: false, nextBefore: null, open: 4 },
    }))
    const { stop } = renderOwner({ server })
    await waitFor(() => expect(rows()).toHaveLength(3))
    const [first, second, third] = rows()
    expect(within(first!).getByText('Meera')).toBeTruthy()
    expect(within(first!).getByText('+91 9829000001')).toBeTruthy()
    expect(within(first!).getByText('Photo')).toBeTruthy()
    expect(within(first!).getByText('Enquiry')).toBeTruthy()
    expect(within(first!).getByRole('button').textContent).toContain('2 unread messages')
    expect(within(second!).getByText('+91 9829000002')).toBeTruthy()
    expect(within(second!).getByText('Voice note')).toBeTruthy()
    expect(within(second!).queryByText('Enquiry')).toBeNull()
    expect(within(third!).getByText('File')).toBeTruthy()
    expect(document.title).toBe('(2) Inbox · Kesar Kitchen')
    expect(screen.getByRole('tab', { name: 'Inbox, 2 unread conversations' })).toBeTruthy()
    expect(await screen.findByRole('tab', { name: 'Leads, 4 open leads' })).toBeTruthy()
    stop()
  })

  it('searches by phone or text once typing pauses, and says when nothing matches', async () => {
    const server = new FakeOwnerServer().on('GET', OWNER_CONVERSATIONS_PATH, ({ query }) => {
      const all = threeConversations()
      if (!query.search) return { body: conversationsPage(all) }
      return {
        body: conversationsPage(
          all.filter((conversation) => conversation.phoneNumber.includes(query.search!)),
          { unreadConversations: 2 },
        ),
      }
    })
    const { stop } = renderOwner({ server })
    await waitFor(() => expect(rows()).toHaveLength(3))
    const box = screen.getByRole('searchbox', { name: 'Search conversations' })
    fireEvent.change(box, { target: { value: '9' } })
    fireEvent.change(box, { target: { value: '98290' } })
    fireEvent.change(box, { target: { value: '9829000003' } })
    // Debounced: one request for what was typed last, not one per keystroke.
    await waitFor(() => expect(rows()).toHaveLength(1))
    const searches = server.callsTo(OWNER_CONVERSATIONS_PATH).map((call) => call.query.search)
    expect(searches).toEqual([undefined, '9829000003'])
    expect(within(rows()[0]!).getByText('File')).toBeTruthy()

    fireEvent.change(box, { target: { value: '12345' } })
    fireEvent.submit(box.closest('form')!)
    expect(await screen.findByText('No conversation matches “12345”.')).toBeTruthy()
    stop()
  })

  it('moves a conversation up on a live message, bumping its unread count and title; a read clears it', async () => {
    const server = new FakeOwnerServer().on('GET', OWNER_CONVERSATIONS_PATH, () => ({
      body: conversationsPage(threeConversations()),
    }))
    const { stop, live } = renderOwner({ server })
    await waitFor(() => expect(rows()).toHaveLength(3))
    act(() =>
      live.emit('message', {
        customerId: 'c2',
        message: testMessage({ sender: 'user', message: 'Do you deliver to Jaipur?', kind: 'enquiry' }),
      }),
    )
    const [top] = rows()
    expect(within(top!).getByText('Do you deliver to Jaipur?')).toBeTruthy()
    expect(within(top!).getByText('Enquiry')).toBeTruthy()
    expect(within(top!).getByRole('button').textContent).toContain('1 unread message')
    expect(document.title).toBe('(3) Inbox · Kesar Kitchen')

    // The owner's own reply (from another tab) moves it too, without counting as unread.
    act(() =>
      live.emit('message', {
        customerId: 'c3',
        message: testMessage({ sender: 'system', message: 'Yes, on Fridays' }),
      }),
    )
    expect(within(rows()[0]!).getByText('You: Yes, on Fridays')).toBeTruthy()
    expect(document.title).toBe('(3) Inbox · Kesar Kitchen')

    act(() => live.emit('read', { customerId: 'c2', reader: 'owner', readAt: new Date().toISOString() }))
    expect(within(rows()[1]!).getByRole('button').textContent).not.toContain('unread')
    expect(document.title).toBe('(2) Inbox · Kesar Kitchen')
    stop()
  })

  it('asks the server again for a message of a conversation it does not hold, and after a reconnect', async () => {
    let pages = 0
    const server = new FakeOwnerServer().on('GET', OWNER_CONVERSATIONS_PATH, () => {
      pages += 1
      const extra =
        pages > 1
          ? [
              testConversation({
                customerId: 'c9',
                name: 'New customer',
                unread: 1,
                lastMessage: testMessage({ message: 'Hi!' }),
              }),
            ]
          : []
      return { body: conversationsPage([...extra, ...threeConversations()]) }
    })
    const { stop, live } = renderOwner({ server })
    await waitFor(() => expect(rows()).toHaveLength(3))
    act(() => live.emit('message', { customerId: 'c9', message: testMessage({ message: 'Hi!' }) }))
    await waitFor(() => expect(rows()).toHaveLength(4))
    expect(within(rows()[0]!).getByText('New customer')).toBeTruthy()
    expect(document.title).toBe('(3) Inbox · Kesar Kitchen')
    act(() => live.emit('reconnected'))
    await waitFor(() => expect(server.callsTo(OWNER_CONVERSATIONS_PATH)).toHaveLength(3))
    stop()
  })

  it('loads the next page as the owner scrolls to the end of the list', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        testConversation({ customerId: `c${from + index}`, lastActivityAt: minutesAgo(from + index) }),
      )
    const server = new FakeOwnerServer().on('GET', OWNER_CONVERSATIONS_PATH, ({ query }) =>
      query.before === 'cursor-30'
        ? { body: conversationsPage(page(30, 5)) }
        : { body: conversationsPage(page(0, 30), { hasMore: true, nextBefore: 'cursor-30' }) },
    )
    const { stop, container } = renderOwner({ server })
    await waitFor(() => expect(screen.getByRole('list', { name: 'Conversations' })).toBeTruthy())
    // 600 px show about 8 of the 30 rows: nothing more is asked for yet.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.callsTo(OWNER_CONVERSATIONS_PATH)).toHaveLength(1)
    const scroller = container.querySelector<HTMLElement>('.ow-list')!
    act(() => scroller.scrollTo({ top: 30 * 76 }))
    await waitFor(() =>
      expect(server.callsTo(OWNER_CONVERSATIONS_PATH).map((call) => call.query.before)).toEqual([
        undefined,
        'cursor-30',
      ]),
    )
    await waitFor(() => expect(screen.getByText('+91 9829000034')).toBeTruthy())
    stop()
  })
})

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OWNER_MESSAGES_PATH, OWNER_TYPING_PATH } from '../../../contract/chat'
import {
  OWNER_CONVERSATION_MESSAGES_PATH,
  OWNER_CONVERSATION_READ_PATH,
  OWNER_CONVERSATIONS_PATH,
  OWNER_UPLOAD_PATH,
  type OwnerMessage,
} from '../../../contract/owner-inbox'
import { conversationsPage, FakeOwnerServer, testConversation, testMessage } from '../testing/fake-owner-server'
import { fakeOwnerLayout } from '../testing/owner-layout'
import { renderOwner } from '../testing/render-owner'

fakeOwnerLayout(64)
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const DAY = 24 * 60 * 60_000
const at = (daysAgo: number, hour: number) => {
  const date = new Date(Date.now() - daysAgo * DAY)
  date.setHours(hour, 0, 0, 0)
  return date.toISOString()
}

/**
 * A server with two conversations; Meera's holds `messages`, oldest first, and the sends the owner makes are answered
 * with a new row.
 */
function serverWith(messages: OwnerMessage[], extra: { hasMore?: boolean; older?: OwnerMessage[] } = {}) {
  let sent = 0
  return new FakeOwnerServer()
    .on('GET', OWNER_CONVERSATIONS_PATH, () => ({
      body: conversationsPage([
        testConversation({ customerId: 'c1', name: 'Meera', unread: 2, lastMessage: messages.at(-1) ?? null }),
        testConversation({ customerId: 'c2', unread: 0 }),
      ]),
    }))
    .on('GET', OWNER_CONVERSATION_MESSAGES_PATH, ({ query }) =>
      query.before
        ? { body: { message: 'success', messages: extra.older ?? [], hasMore: false, nextBefore: null } }
        : {
            body: {
              message: 'success',
              messages,
              hasMore: extra.hasMore ?? false,
              nextBefore: extra.hasMore ? messages[0]!._id : null,
            },
          },
    )
    .on('POST', OWNER_MESSAGES_PATH, ({ body }) => {
      const { message, type } = body as { message: string; type?: string }
      sent += 1
      return {
        body: {
          message: 'success',
          newMessage: testMessage({
            _id: `sent-${sent}`,
            sender: 'system',
            message,
            type: (type ?? 'text') as 'text',
            readAt: undefined,
          }),
        },
      }
    })
}

async function openMeera() {
  fireEvent.click(await screen.findByRole('button', { name: /Meera/ }))
  return screen.findByRole('log', { name: 'Messages with Meera' })
}

describe('a conversation', () => {
  it("opens on its messages by day, marks it read, and shows the owner's messages as Sent or Read", async () => {
    const messages = [
      testMessage({ message: 'Is the 500 g jar back?', createdAt: at(3, 10), kind: 'enquiry' }),
      testMessage({ sender: 'system', message: 'Yes, since Monday', createdAt: at(1, 10), readAt: at(1, 11) }),
      testMessage({ message: 'Great, two please', createdAt: at(0, 9) }),
      testMessage({ sender: 'system', message: 'Packed!', createdAt: at(0, 10) }),
    ]
    const server = serverWith(messages)
    const { stop, live } = renderOwner({ server })
    const log = await openMeera()
    await within(log).findByText('Packed!')
    expect(server.callsTo(OWNER_CONVERSATION_MESSAGES_PATH)[0]!.query).toEqual({ customerId: 'c1' })
    expect(server.callsTo(OWNER_CONVERSATION_READ_PATH)[0]!.body).toEqual({ customerId: 'c1' })
    expect(within(screen.getByRole('button', { name: /Meera/ })).queryByText(/unread/)).toBeNull()
    expect(document.title).toBe('Inbox · Kesar Kitchen')

    const text = log.textContent!
    expect(text.indexOf('Yesterday')).toBeLessThan(text.indexOf('Yes, since Monday') + 1)
    expect(text.indexOf('Today')).toBeGreaterThan(text.indexOf('Yes, since Monday'))
    expect(text.indexOf('Today')).toBeLessThan(text.indexOf('Great, two please'))
    const enquiry = within(log).getByText('Is the 500 g jar back?').closest('.ow-bubble')!
    expect(within(enquiry as HTMLElement).getByText('Enquiry')).toBeTruthy()
    const read = within(log).getByText('Yes, since Monday').closest('.ow-bubble') as HTMLElement
    expect(read.classList.contains('ow-bubble--mine')).toBe(true)
    expect(within(read).getByText('Read')).toBeTruthy()
    const packed = within(log).getByText('Packed!').closest('.ow-bubble') as HTMLElement
    expect(within(packed).getByText('Sent')).toBeTruthy()

    // The customer's widget showed it.
    // (After the message, whatever the hour the test runs: 'Packed!' is today at 10:00.)
    act(() => live.emit('read', { customerId: 'c1', reader: 'customer', readAt: at(0, 11) }))
    expect(within(packed).getByText('Read')).toBeTruthy()
    stop()
  })

  it('reads a live message at once while the owner looks, and counts it unread while hidden', async () => {
    let visible = true
    const server = serverWith([testMessage({ message: 'Hello' })])
    const { stop, live, app } = renderOwner({ server, isVisible: () => visible })
    const log = await openMeera()
    await within(log).findByText('Hello')
    const reads = () => server.callsTo(OWNER_CONVERSATION_READ_PATH).length
    expect(reads()).toBe(1)
    act(() => live.emit('message', { customerId: 'c1', message: testMessage({ message: 'Are you there?' }) }))
    expect(await within(log).findByText('Are you there?')).toBeTruthy()
    expect(reads()).toBe(2)
    expect(document.title).toBe('Inbox · Kesar Kitchen')

    visible = false
    act(() => app.setVisible(false))
    act(() => live.emit('message', { customerId: 'c1', message: testMessage({ message: 'Hello??' }) }))
    expect(document.title).toBe('(1) Inbox · Kesar Kitchen')
    expect(reads()).toBe(2)
    // Back in view: read.
    act(() => app.setVisible(true))
    expect(document.title).toBe('Inbox · Kesar Kitchen')
    await waitFor(() => expect(reads()).toBe(3))
    stop()
  })

  it('sends with Enter (Shift+Enter: new line), posting customer and text; keeps a refused one', async () => {
    const server = serverWith([testMessage({ message: 'Hello' })])
    const { stop } = renderOwner({ server })
    const log = await openMeera()
    await within(log).findByText('Hello')
    const box = screen.getByRole('textbox', { name: 'Reply' })
    fireEvent.change(box, { target: { value: 'Hi Meera' } })
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })
    expect(server.callsTo(OWNER_MESSAGES_PATH)).toHaveLength(0)
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(server.callsTo(OWNER_MESSAGES_PATH)).toHaveLength(1))
    expect(server.callsTo(OWNER_MESSAGES_PATH)[0]!.body).toEqual({
      customerId: 'c1',
      message: 'Hi Meera',
      type: 'text',
    })
    expect((box as HTMLTextAreaElement).value).toBe('')
    const bubble = (await within(log).findByText('Hi Meera')).closest('.ow-bubble') as HTMLElement
    await waitFor(() => expect(within(bubble).getByText('Sent')).toBeTruthy())
    // The list shows it as the last message.
    expect(within(screen.getByRole('button', { name: /Meera/ })).getByText('You: Hi Meera')).toBeTruthy()

    server.on('POST', OWNER_MESSAGES_PATH, () => ({ status: 500, body: { message: 'Internal error' } }))
    fireEvent.change(box, { target: { value: 'Are you there?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    const failed = (await within(log).findByText('Are you there?')).closest('.ow-bubble') as HTMLElement
    expect(await within(failed).findByText('Not sent')).toBeTruthy()
    server.on('POST', OWNER_MESSAGES_PATH, () => ({
      body: {
        message: 'success',
        newMessage: testMessage({ _id: 'again', sender: 'system', message: 'Are you there?' }),
      },
    }))
    fireEvent.click(within(failed).getByRole('button', { name: 'Send again' }))
    await waitFor(() => expect(within(log).queryByText('Not sent')).toBeNull())
    expect(server.callsTo(OWNER_MESSAGES_PATH).at(-1)!.body).toEqual({
      customerId: 'c1',
      message: 'Are you there?',
      type: 'text',
    })
    stop()
  })

  it('tells the customer the owner is typing: at most every 3 s, stopped after 4 s idle and on send', async () => {
    const server = serverWith([testMessage({ message: 'Hello' })])
    const { stop } = renderOwner({ server })
    const log = await openMeera()
    await within(log).findByText('Hello')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const typing = () => server.callsTo(OWNER_TYPING_PATH).map((call) => (call.body as { typing: boolean }).typing)
    const box = screen.getByRole('textbox', { name: 'Reply' })
    fireEvent.change(box, { target: { value: 'H' } })
    fireEvent.change(box, { target: { value: 'Ha' } })
    await vi.advanceTimersByTimeAsync(2000)
    fireEvent.change(box, { target: { value: 'Hal' } })
    expect(typing()).toEqual([true])
    await vi.advanceTimersByTimeAsync(1500)
    fireEvent.change(box, { target: { value: 'Hall' } })
    expect(typing()).toEqual([true, true])
    await vi.advanceTimersByTimeAsync(3999)
    expect(typing()).toEqual([true, true])
    await vi.advanceTimersByTimeAsync(1)
    expect(typing()).toEqual([true, true, false])
    expect(server.callsTo(OWNER_TYPING_PATH)[0]!.body).toEqual({ customerId: 'c1', typing: true })

    fireEvent.change(box, { target: { value: 'Hallo' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(typing()).toEqual([true, true, false, true, false])
    await vi.advanceTimersByTimeAsync(5000)
    expect(typing()).toHaveLength(5)
    vi.useRealTimers()
    stop()
  })

  it('shows a picked image with its caption first, then sends it captioned; a refused type never uploads', async () => {
    const server = serverWith([testMessage({ message: 'Hello' })]).on('POST', OWNER_UPLOAD_PATH, () => ({
      body: { url: '/uploads/site-1/photo.png' },
    }))
    const { stop, container } = renderOwner({ server })
    const log = await openMeera()
    await within(log).findByText('Hello')
    const [imageInput, fileInput] = container.querySelectorAll<HTMLInputElement>('input[type="file"]')
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' })
    URL.createObjectURL = vi.fn(() => 'blob:photo')
    URL.revokeObjectURL = vi.fn()
    fireEvent.change(imageInput!, { target: { files: [photo] } })
    // Nothing goes yet: the image is shown with a caption field, which has focus; Cancel drops it.
    const preview = await screen.findByRole('form', { name: 'Send photo.png?' })
    expect(within(preview).getByRole('img', { name: 'photo.png' }).getAttribute('src')).toBe('blob:photo')
    const caption = within(preview).getByRole('textbox', { name: 'Caption' })
    expect(document.activeElement).toBe(caption)
    expect(server.callsTo(OWNER_UPLOAD_PATH)).toHaveLength(0)
    fireEvent.click(within(preview).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form', { name: 'Send photo.png?' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Attach image' }))
    expect(server.callsTo(OWNER_UPLOAD_PATH)).toHaveLength(0)

    fireEvent.change(imageInput!, { target: { files: [photo] } })
    const again = await screen.findByRole('form', { name: 'Send photo.png?' })
    fireEvent.change(within(again).getByRole('textbox', { name: 'Caption' }), { target: { value: ' Your kachori ' } })
    fireEvent.click(within(again).getByRole('button', { name: 'Send image' }))
    await waitFor(() => expect(server.callsTo(OWNER_MESSAGES_PATH)).toHaveLength(1))
    const upload = server.callsTo(OWNER_UPLOAD_PATH)[0]!.body as FormData
    expect(upload.get('folder')).toBe('chat-widget/images')
    expect(upload.get('fileName')).toBe('photo.png')
    expect((upload.get('file') as File).name).toBe('photo.png')
    expect(server.callsTo(OWNER_MESSAGES_PATH)[0]!.body).toEqual({
      customerId: 'c1',
      message: '/uploads/site-1/photo.png',
      type: 'image',
      caption: 'Your kachori',
    })
    expect(await within(log).findByRole('link', { name: 'Open image full size' })).toBeTruthy()

    const program = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })
    fireEvent.change(fileInput!, { target: { files: [program] } })
    // The customer column beside it may show its own alert (this fake server has no customer context): find the
    // composer's.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'setup.exe: This file type cannot be sent.',
      ),
    )
    expect(server.callsTo(OWNER_UPLOAD_PATH)).toHaveLength(1)
    stop()
  })

  it('loads older messages when the owner scrolls up to them', async () => {
    const latest = Array.from({ length: 20 }, (_, index) =>
      testMessage({
        message: `Recent ${index}`,
        createdAt: new Date(Date.now() - (20 - index) * 60_000).toISOString(),
      }),
    )
    const older = [testMessage({ message: 'The very first message', createdAt: at(5, 9) })]
    const server = serverWith(latest, { hasMore: true, older })
    const { stop } = renderOwner({ server })
    const log = await openMeera()
    await within(log).findByText('Recent 19')
    expect(server.callsTo(OWNER_CONVERSATION_MESSAGES_PATH)).toHaveLength(1)
    act(() => log.scrollTo({ top: 0 }))
    await waitFor(() =>
      expect(server.callsTo(OWNER_CONVERSATION_MESSAGES_PATH).map((call) => call.query.before)).toEqual([
        undefined,
        latest[0]!._id,
      ]),
    )
    act(() => log.scrollTo({ top: 0 }))
    expect(await within(log).findByText('The very first message')).toBeTruthy()
    stop()
  })
})

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_MESSAGES_PATH } from '../../../contract/chat'
import { OWNER_CONVERSATION_MESSAGES_PATH, OWNER_CONVERSATIONS_PATH } from '../../../contract/owner-inbox'
import { OWNER_QUICK_REPLIES_PATH } from '../../../contract/owner-quick-replies'
import { conversationsPage, FakeOwnerServer, testConversation, testMessage } from '../testing/fake-owner-server'
import { fakeOwnerLayout } from '../testing/owner-layout'
import { renderOwner } from '../testing/render-owner'

fakeOwnerLayout(64)
afterEach(cleanup)

/** Meera's conversation, two quick replies and the shop's UPI id; sends answered with a new row. */
function server() {
  return new FakeOwnerServer()
    .on('GET', OWNER_CONVERSATIONS_PATH, () => ({
      body: conversationsPage([testConversation({ customerId: 'c1', name: 'Meera', unread: 0 })]),
    }))
    .on('GET', OWNER_CONVERSATION_MESSAGES_PATH, () => ({
      body: { message: 'success', messages: [testMessage({ message: 'Hello' })], hasMore: false, nextBefore: null },
    }))
    .on('GET', OWNER_QUICK_REPLIES_PATH, () => ({
      body: {
        quickReplies: [
          { _id: 'q1', shortcut: 'hello', text: 'Namaste {name}! How can we help?' },
          { _id: 'q2', shortcut: 'pay', text: 'Pay for {order} by UPI to {upi}.' },
        ],
        upiId: 'kesar@upi',
        hours: null,
      },
    }))
    .on('POST', OWNER_MESSAGES_PATH, ({ body }) => ({
      body: {
        message: 'success',
        newMessage: testMessage({
          _id: 'sent',
          sender: 'system',
          message: String((body as { message: string }).message),
        }),
      },
    }))
}

async function replyBox() {
  fireEvent.click(await screen.findByRole('button', { name: /Meera/ }))
  await screen.findByRole('log', { name: 'Messages with Meera' })
  return screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement
}

describe("the composer's quick replies", () => {
  it('lists the replies matching what follows a /, and Enter puts the first in with the name filled', async () => {
    const fake = server()
    const { stop, live } = renderOwner({ server: fake })
    const box = await replyBox()
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Type / to pick a quick reply.',
    )
    fireEvent.change(box, { target: { value: '/he' } })
    const menu = await screen.findByRole('group', { name: /^1 quick reply/ })
    expect(
      within(menu)
        .getAllByRole('button')
        .map((option) => option.textContent),
    ).toEqual(['/helloNamaste {name}! How can we help?'])
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(box.value).toBe('Namaste Meera! How can we help?')
    expect(screen.queryByRole('group', { name: /quick repl/ })).toBeNull()
    // Nothing was sent: the owner checks it, then sends it with Enter.
    expect(fake.callsTo(OWNER_MESSAGES_PATH)).toHaveLength(0)
    // The send comes back live before its answer: one bubble, never two.
    const echo = testMessage({ _id: 'sent', sender: 'system', message: 'Namaste Meera! How can we help?' })
    let answer = () => {}
    fake.on('POST', OWNER_MESSAGES_PATH, async () => {
      await new Promise<void>((resolve) => (answer = resolve))
      return { body: { message: 'success', newMessage: echo } }
    })
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(fake.callsTo(OWNER_MESSAGES_PATH)).toHaveLength(1))
    const log = screen.getByRole('log', { name: 'Messages with Meera' })
    await within(log).findByText('Namaste Meera! How can we help?')
    act(() => live.emit('message', { customerId: 'c1', message: echo }))
    expect(within(log).getAllByText('Namaste Meera! How can we help?')).toHaveLength(1)
    act(() => answer())
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''))
    expect(within(log).getAllByText('Namaste Meera! How can we help?')).toHaveLength(1)
    expect(fake.callsTo(OWNER_MESSAGES_PATH)[0]!.body).toMatchObject({ message: 'Namaste Meera! How can we help?' })
    stop()
  })

  it('goes through the list with arrows, picks with a tap, keeps an empty placeholder; Escape closes', async () => {
    const { stop } = renderOwner({ server: server() })
    const box = await replyBox()
    fireEvent.change(box, { target: { value: '/' } })
    const menu = await screen.findByRole('group', { name: /^2 quick replies/ })
    const [hello, pay] = within(menu).getAllByRole('button')
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(hello)
    fireEvent.keyDown(hello!, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(pay)
    fireEvent.keyDown(pay!, { key: 'ArrowUp' })
    fireEvent.keyDown(hello!, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(box)
    expect(screen.queryByRole('group', { name: /quick repl/ })).toBeNull()

    fireEvent.change(box, { target: { value: '/pa' } })
    fireEvent.click(within(await screen.findByRole('group', { name: /quick repl/ })).getByRole('button'))
    expect(box.value).toBe('Pay for {order} by UPI to kesar@upi.')
    expect(document.activeElement).toBe(box)

    fireEvent.change(box, { target: { value: '/h' } })
    await screen.findByRole('group', { name: /quick repl/ })
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(screen.queryByRole('group', { name: /quick repl/ })).toBeNull()
    // A slash inside a sentence is text.
    fireEvent.change(box, { target: { value: 'Open 9/7 /h' } })
    expect(screen.queryByRole('group', { name: /quick repl/ })).toBeNull()
    stop()
  })
})

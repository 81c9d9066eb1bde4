// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { GET_MESSAGES_PATH, MESSAGES_READ_EVENT, SOCKET_EVENTS } from '../../../contract/chat'
import { definePlugin } from '../plugin'
import { createTestEngine, TEST_SITE_ID } from '../testing'

const View = () => null
/** A plugin with a state that fills the chat tab (like direct buy): the message list is not on screen there. */
const fullTab = definePlugin({
  id: 'full-tab',
  setup: () => ({}),
  states: { 'direct-buy': { component: View, fillsTab: true } },
})

let hidden = false
Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
const setHidden = (value: boolean) => {
  hidden = value
  document.dispatchEvent(new Event('visibilitychange'))
}

/** A signed-in engine whose history holds a business message and, after it, the customer's own. */
async function signedIn() {
  const test = createTestEngine({ site: { clientId: TEST_SITE_ID }, plugins: [fullTab] })
  const history = [
    test.message({ _id: 'welcome', message: 'Welcome!' }),
    test.message({ _id: 'mine', sender: 'user', senderId: 'cust-1', message: 'Hi' }),
  ]
  test.transport.route(`GET ${GET_MESSAGES_PATH}`, { body: { message: 'success', messages: history, orders: [] } })
  await test.signIn()
  const socket = test.sockets.last!
  socket.connect()
  /** A row the server pushes, a second after the one before (the list is in time order). */
  const later = (overrides: Parameters<typeof test.message>[0]) => {
    test.clock.advance(1000)
    return test.message(overrides)
  }
  return { ...test, socket, later, receipts: () => socket.emittedEvents(MESSAGES_READ_EVENT) }
}

describe('read receipts (the owner sees their messages read)', () => {
  afterEach(() => setHidden(false))

  it('sends the newest business message shown while open, never the customer’s own, each once', async () => {
    const { engine, socket, later, receipts } = await signedIn()
    expect(receipts()).toEqual([])
    engine.ui.open()
    expect(receipts()).toEqual([[{ upTo: 'welcome' }]])

    socket.serverEmit(SOCKET_EVENTS.message, later({ _id: 'reply-1', message: 'Yes, we deliver' }))
    socket.serverEmit(SOCKET_EVENTS.message, later({ _id: 'mine-2', sender: 'user', senderId: 'cust-1' }))
    engine.ui.close()
    engine.ui.open()
    expect(receipts()).toEqual([[{ upTo: 'welcome' }], [{ upTo: 'reply-1' }]])
  })

  it('waits while the chat is off screen: closed, History, side panel, a tab-filling state, hidden page', async () => {
    const { engine, socket, later, receipts } = await signedIn()
    let next = 0
    const arrives = () => socket.serverEmit(SOCKET_EVENTS.message, later({ _id: `live-${++next}` }))
    engine.ui.open()
    expect(receipts()).toHaveLength(1)

    engine.ui.setTab('history')
    arrives()
    expect(receipts()).toHaveLength(1)
    engine.ui.setTab('chat')
    expect(receipts().at(-1)).toEqual([{ upTo: 'live-1' }])

    engine.ui.openPanel('catalogue')
    arrives()
    expect(receipts()).toHaveLength(2)
    engine.ui.closePanel()
    expect(receipts().at(-1)).toEqual([{ upTo: 'live-2' }])

    engine.goTo('direct-buy')
    arrives()
    expect(receipts()).toHaveLength(3)
    engine.goTo('chat-active')
    expect(receipts().at(-1)).toEqual([{ upTo: 'live-3' }])

    setHidden(true)
    arrives()
    expect(receipts()).toHaveLength(4)
    setHidden(false)
    expect(receipts().at(-1)).toEqual([{ upTo: 'live-4' }])
  })

  it('stops at logout', async () => {
    const { engine, socket, receipts } = await signedIn()
    await engine.logout()
    engine.ui.open()
    expect(receipts()).toEqual([])
    expect(socket.disconnected).toBe(true)
  })
})

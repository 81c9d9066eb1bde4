// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { EMBED_IDENTIFY_PATH } from '../../contract/embed'
import { createTestEngine, TEST_CUSTOMER } from '../engine/testing'
import { widgetPlugins } from '../widget/plugins'
import { connectBridge } from './bridge'

type Message = { event?: string; detail?: Record<string, unknown>; id?: number; ok?: boolean; error?: string }

const open: MessagePort[] = []
afterEach(() => {
  for (const port of open.splice(0)) port.close()
})

/** A bridge over a real MessageChannel; `calls` sends a call and waits for its reply. */
function bridged(test: ReturnType<typeof createTestEngine>) {
  const channel = new MessageChannel()
  open.push(channel.port1, channel.port2)
  const received: Message[] = []
  const waiting = new Map<number, (reply: Message) => void>()
  channel.port1.onmessage = (event) => {
    const data = event.data as Message
    received.push(data)
    if (data.id !== undefined) waiting.get(data.id)?.(data)
  }
  connectBridge(channel.port2, test.engine)
  let ids = 0
  const call = (name: string, ...args: unknown[]) =>
    new Promise<Message>((resolve) => {
      const id = ++ids
      waiting.set(id, resolve)
      channel.port1.postMessage({ v: 1, id, call: name, args })
    })
  const events = () => received.filter((message) => message.event).map(({ event, detail }) => ({ event, detail }))
  return { call, events }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('the iframe’s bridge', () => {
  it('says ready, then tells a restored sign-in by the customer’s id alone', async () => {
    const test = createTestEngine({ plugins: widgetPlugins })
    await test.seedSession()
    const { events } = bridged(test)
    await expect.poll(() => events().map(({ event }) => event)).toEqual(['ready', 'signed-in'])
    const signedIn = events()[1]!
    expect(signedIn.detail).toEqual({ customerId: TEST_CUSTOMER._id })
    expect(JSON.stringify(events())).not.toContain(TEST_CUSTOMER.phoneNumber)
  })

  it('opens and closes the widget, telling a close', async () => {
    const test = createTestEngine({ plugins: widgetPlugins })
    const { call, events } = bridged(test)
    expect(await call('open')).toMatchObject({ ok: true })
    expect(test.engine.ui.isOpen).toBe(true)
    expect(await call('close')).toMatchObject({ ok: true })
    await settle()
    expect(events().map(({ event }) => event)).toContain('close')
    expect(await call('openOrders')).toMatchObject({ ok: true })
    expect(test.engine.ui.tab).toBe('history')
  })

  it('answers an unknown call, a missing token and a refused token with their codes', async () => {
    const test = createTestEngine({
      plugins: widgetPlugins,
      routes: {
        [`POST ${EMBED_IDENTIFY_PATH}`]: {
          status: 401,
          body: { message: 'This sign-in token has expired', code: 'IDENTIFY_EXPIRED' },
        },
      },
    })
    const { call, events } = bridged(test)
    expect(await call('format-disk')).toMatchObject({ ok: false, error: 'unknown-method' })
    expect(await call('identify', '')).toMatchObject({ ok: false, error: 'IDENTIFY_INVALID' })
    expect(await call('identify', 'a.b.c')).toMatchObject({ ok: false, error: 'IDENTIFY_EXPIRED' })
    expect(test.engine.isLoggedIn).toBe(false)
    expect(events().map(({ event }) => event)).not.toContain('signed-in')
  })

  it("sets the widget's language, loading the strings of one Vitrine offers; another keeps English", async () => {
    const test = createTestEngine({ plugins: widgetPlugins })
    const { call } = bridged(test)
    expect(await call('setLocale', 'mr-IN')).toMatchObject({ ok: true })
    expect(test.engine.i18n.language).toBe('mr')
    expect(test.engine.t('widget:tabs.history')).toBe('ऑर्डर')
    expect(await call('setLocale', 'fr')).toMatchObject({ ok: true })
    expect(test.engine.t('widget:tabs.history')).toBe('History')
    document.documentElement.removeAttribute('lang')
  })
})

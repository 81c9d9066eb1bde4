import { describe, expect, it, vi } from 'vitest'
import { type ChatMessage, GET_MESSAGES_PATH } from '../../../contract/chat'
import { createTestEngine, pagedMessages, TEST_SITE_ID, TEST_START, type TestEngine } from '../testing'

const at = (index: number) => new Date(TEST_START - 10_000_000 + index * 60_000).toISOString()
const texts = (test: TestEngine) => test.engine.messages.sorted.map((message) => message.message)
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => `Message ${from + index}`)

/** A signed-in engine over a server holding `count` messages, paged like the real one. */
async function signedInWith(count: number) {
  const test = createTestEngine({ site: { clientId: TEST_SITE_ID } })
  const history: ChatMessage[] = Array.from({ length: count }, (_, index) =>
    test.message({ _id: `m${String(index).padStart(4, '0')}`, message: `Message ${index}`, createdAt: at(index) }),
  )
  test.transport.route(`GET ${GET_MESSAGES_PATH}`, pagedMessages(history))
  await test.signIn()
  return { test, history, calls: () => test.transport.callsTo(GET_MESSAGES_PATH) }
}

describe('message history, a page at a time', () => {
  it('opens on the latest page and loads older pages, oldest last, until there are none', async () => {
    const { test, calls } = await signedInWith(120)
    const { messages } = test.engine
    expect(texts(test)).toEqual(range(70, 120))
    expect(messages.history.hasOlder).toBe(true)

    await messages.loadOlder()
    expect(calls().at(-1)!.query).toEqual({ before: 'm0070' })
    expect(texts(test)).toEqual(range(20, 120))
    await messages.loadOlder()
    expect(texts(test)).toEqual(range(0, 120))
    expect(messages.history.hasOlder).toBe(false)

    const asked = calls().length
    await messages.loadOlder()
    expect(calls()).toHaveLength(asked)
  })

  it('asks for one older page at a time, and shows loading meanwhile', async () => {
    const { test, calls } = await signedInWith(120)
    const first = test.engine.messages.loadOlder()
    expect(test.engine.messages.history.olderStatus).toBe('loading')
    const second = test.engine.messages.loadOlder()
    await Promise.all([first, second])
    expect(calls().filter((call) => call.query.before !== undefined)).toHaveLength(1)
    expect(test.engine.messages.history.olderStatus).toBe('idle')
  })

  it('keeps what it has when an older page fails, and loads it on a retry', async () => {
    const { test, history } = await signedInWith(120)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    test.transport.route(`GET ${GET_MESSAGES_PATH}`, {
      status: 503,
      body: { message: 'Try again', code: 'SERVICE_UNAVAILABLE' },
    })
    await test.engine.messages.loadOlder()
    expect(test.engine.messages.history.olderStatus).toBe('failed')
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
    expect(texts(test)).toEqual(range(70, 120))

    test.transport.route(`GET ${GET_MESSAGES_PATH}`, pagedMessages(history))
    await test.engine.messages.loadOlder()
    expect(test.engine.messages.history.olderStatus).toBe('idle')
    expect(texts(test)).toEqual(range(20, 120))
  })

  it('drops an older page that arrives after sign-out', async () => {
    const { test, history } = await signedInWith(120)
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const paged = pagedMessages(history)
    test.transport.route(`GET ${GET_MESSAGES_PATH}`, async (request) => {
      await gate
      return paged(request)
    })
    const loading = test.engine.messages.loadOlder()
    test.engine.messages.clear()
    release()
    await loading
    expect(test.engine.messages.byId.size).toBe(0)
    expect(test.engine.messages.history).toMatchObject({ hasOlder: false, olderStatus: 'idle' })
  })

  it("catches up after a reconnect page by page, after each page's last message", async () => {
    const { test, history, calls } = await signedInWith(60)
    const missed = Array.from({ length: 450 }, (_, index) =>
      test.message({
        _id: `n${String(index).padStart(4, '0')}`,
        message: `Missed ${index}`,
        createdAt: at(1000 + index),
      }),
    )
    history.push(...missed)
    const before = calls().length
    await test.engine.sync.catchUp()
    const queries = calls()
      .slice(before)
      .map((call) => call.query)
    expect(queries).toEqual([{ since: at(59) }, { since: at(59), after: 'n0199' }, { since: at(59), after: 'n0399' }])
    expect(texts(test).slice(-450)).toEqual(missed.map((message) => message.message))
    // Catching up never moves the cursor of older pages.
    expect(test.engine.messages.history.hasOlder).toBe(true)
  })

  it('catches up on a burst of messages of one moment, more than a page of them', async () => {
    const { test, history } = await signedInWith(60)
    const burst = Array.from({ length: 450 }, (_, index) =>
      test.message({ _id: `b${String(index).padStart(4, '0')}`, message: `Burst ${index}`, createdAt: at(1000) }),
    )
    history.push(...burst)
    await test.engine.sync.catchUp()
    expect(texts(test).slice(-450)).toEqual(burst.map((message) => message.message))
  })
})

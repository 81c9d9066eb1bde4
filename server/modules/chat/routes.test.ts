import { beforeAll, describe, expect, it } from 'vitest'
import {
  GET_MESSAGES_PATH,
  GetMessagesResponse,
  MAX_MESSAGE_LENGTH,
  SEND_MESSAGE_PATH,
  SEND_QUICK_REPLY_PATH,
  SendMessageResponse,
  type ChatMessage,
} from '../../../contract/chat.js'
import { decode } from '../../../contract/decode.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { CATCH_UP_PAGE_SIZE, MESSAGE_PAGE_SIZE } from './message-repository.js'

describe.each(testDatabases)('chat messages on $name', (kind) => {
  let alice: SignedIn
  let bob: SignedIn
  let siteId: string
  const send = (who: SignedIn, body: Record<string, unknown>, url = SEND_MESSAGE_PATH) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: who.authorization, host: 'demo.localhost' },
      payload: { senderId: who.customerId, customerId: who.customerId, ...body },
    })
  const page = async (who: SignedIn, query = ''): Promise<GetMessagesResponse> => {
    const response = await ctx.app.inject({
      url: `${GET_MESSAGES_PATH}${query}`,
      headers: { authorization: who.authorization },
    })
    expect(response.statusCode).toBe(200)
    expect(decode(GetMessagesResponse, response.json(), 'body').ok).toBe(true)
    expect(response.json()).toMatchObject({ orders: [], hasMore: expect.any(Boolean) })
    expect(response.json()).toHaveProperty('nextBefore')
    return response.json()
  }
  const history = async (who: SignedIn, query = ''): Promise<ChatMessage[]> => (await page(who, query)).messages
  /** Rows of `who`'s own messages m0, m1, ... at the given times, with ids in the same order (`dave-0000`, ...). */
  const insertRows = async (who: SignedIn, times: number[]) => {
    const rows = times.map((time, index) => ({
      id: `${who.customerId}-${String(index).padStart(4, '0')}`,
      siteId,
      customerId: who.customerId,
      sender: 'user' as const,
      senderId: who.customerId,
      type: 'text',
      message: `m${index}`,
      createdAt: new Date(time),
    }))
    await ctx.database.db.insertInto('messages').values(rows).execute()
  }
  const texts = (messages: ChatMessage[]) => messages.map((message) => message.message)
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => `m${from + index}`)
  const paths = (response: { json(): { errors?: { path: string }[] } }) =>
    response.json().errors?.map((error) => error.path)

  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })
  beforeAll(async () => {
    alice = await signIn(ctx.app, 1)
    bob = await signIn(ctx.app, 2)
    siteId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
  })

  it('starts with the welcome message', async () => {
    const [welcome, ...rest] = await history(alice)
    expect(rest).toEqual([])
    expect(welcome).toMatchObject({
      sender: 'system',
      senderId: siteId,
      clientId: siteId,
      type: 'text',
      message: 'Welcome to Kesar Kitchen! How can we help you today?',
    })
  })

  it('stores a text message and answers it per contract; quick replies too', async () => {
    const response = await send(alice, { message: 'Is the 500 g jar back?', type: 'text' })
    expect(response.statusCode).toBe(200)
    expect(decode(SendMessageResponse, response.json(), 'body').ok).toBe(true)
    const { newMessage } = response.json()
    expect(newMessage).toMatchObject({
      message: 'Is the 500 g jar back?',
      sender: 'user',
      senderId: alice.customerId,
      clientId: siteId,
      type: 'text',
    })
    expect(new Date(newMessage.createdAt).toISOString()).toBe(newMessage.createdAt)
    const quick = await send(alice, { message: 'Track my order' }, SEND_QUICK_REPLY_PATH)
    expect(Object.keys(quick.json())).toEqual(['newMessage'])
    expect((await history(alice)).map((message) => message.message).slice(-2)).toEqual([
      'Is the 500 g jar back?',
      'Track my order',
    ])
  })

  it('stores one row for a retried clientMessageId', async () => {
    const first = await send(alice, { message: 'once', clientMessageId: 'c-42' })
    const retry = await send(alice, { message: 'once', clientMessageId: 'c-42' })
    expect(retry.statusCode).toBe(200)
    expect(retry.json().newMessage._id).toBe(first.json().newMessage._id)
    expect((await history(alice)).filter((message) => message.clientMessageId === 'c-42')).toHaveLength(1)
    // Another customer may use the same client id.
    expect((await send(bob, { message: 'mine', clientMessageId: 'c-42' })).json().newMessage._id).not.toBe(
      first.json().newMessage._id,
    )
  })

  it('refuses component messages, empty text and text that is too long', async () => {
    const component = await send(alice, { message: '<b>hi</b>', type: 'component' })
    expect([component.statusCode, paths(component)]).toEqual([400, ['body.type']])
    for (const message of ['', '   \n ', 'x'.repeat(MAX_MESSAGE_LENGTH + 1)]) {
      const response = await send(alice, { message })
      expect([response.statusCode, paths(response)]).toEqual([400, ['body.message']])
    }
    expect((await send(alice, { message: 'x'.repeat(MAX_MESSAGE_LENGTH) })).statusCode).toBe(200)
  })

  it('accepts media only as an https URL or an upload of this site', async () => {
    const ok = [
      'https://cdn.example.com/a.png',
      '/uploads/chat-widget/images/a.png',
      'http://demo.localhost/uploads/chat-widget/audio/b.webm',
    ]
    for (const message of ok)
      expect((await send(alice, { message, type: 'image', contentType: 'image/png' })).statusCode).toBe(200)
    const bad = [
      'javascript:alert(1)',
      'http://evil.example/a.png',
      '/uploads/../secret',
      '//evil.example/uploads/a.png',
      'data:image/png;base64,AAAA',
      'not a url',
    ]
    for (const message of bad) {
      const response = await send(alice, { message, type: 'file' })
      expect([message, response.statusCode, paths(response)]).toEqual([message, 400, ['body.message']])
    }
  })

  it('403 when customerId or senderId is not the token customer; 401 without a token', async () => {
    const other = await send(alice, { message: 'hi', customerId: bob.customerId })
    expect([other.statusCode, other.json().code]).toEqual([403, 'FORBIDDEN'])
    const sender = await send(alice, { message: 'hi', senderId: bob.customerId })
    expect([sender.statusCode, sender.json().code]).toEqual([403, 'FORBIDDEN'])
    const none = await ctx.app.inject({
      method: 'POST',
      url: SEND_MESSAGE_PATH,
      payload: { message: 'hi', senderId: 'x', customerId: 'x' },
    })
    expect([none.statusCode, none.json().code]).toEqual([401, 'NO_TOKEN'])
    expect((await history(bob)).some((message) => message.message === 'hi')).toBe(false)
  })

  it('shows a messageView message only to its account type', async () => {
    const base = { siteId, customerId: bob.customerId, sender: 'system' as const, senderId: siteId, type: 'text' }
    await ctx.database.db
      .insertInto('messages')
      .values([
        { ...base, message: 'for customers', messageView: 'customer' },
        { ...base, message: 'for staff', messageView: 'user' },
      ])
      .execute()
    const texts = (await history(bob)).map((message) => message.message)
    expect(texts).toContain('for customers')
    expect(texts).not.toContain('for staff')
  })

  it('returns only newer messages with since, and refuses a bad since', async () => {
    const carol = await signIn(ctx.app, 3)
    const base = {
      siteId,
      customerId: carol.customerId,
      sender: 'user' as const,
      senderId: carol.customerId,
      type: 'text',
    }
    await ctx.database.db
      .insertInto('messages')
      .values([
        { ...base, message: 'old', createdAt: new Date('2030-01-01T00:00:00.000Z') },
        { ...base, message: 'stored late', createdAt: new Date('2030-01-01T00:00:10.000Z') },
        { ...base, message: 'new', createdAt: new Date('2030-01-01T00:00:30.000Z') },
      ])
      .execute()
    // Newer than since, and those of CATCH_UP_OVERLAP_MS before it (stored after newer ones; the client has the rest).
    const newer = await history(carol, `?since=${encodeURIComponent('2030-01-01T00:00:15.000Z')}`)
    expect(newer.map((message) => message.message)).toEqual(['stored late', 'new'])
    for (const since of ['yesterday', '100000', '-000001-01-01T00:00:00Z']) {
      const bad = await ctx.app.inject({
        url: `${GET_MESSAGES_PATH}?since=${encodeURIComponent(since)}`,
        headers: { authorization: carol.authorization },
      })
      expect([since, bad.statusCode, paths(bad)]).toEqual([since, 400, ['query.since']])
    }
  })

  it(`answers the latest ${MESSAGE_PAGE_SIZE} messages, oldest first, older pages by the before cursor`, async () => {
    const dave = await signIn(ctx.app, 4)
    // Three messages a second: pages must cut between messages of one moment without skipping or repeating one.
    const start = Date.parse('2031-01-01T00:00:00.000Z')
    await insertRows(
      dave,
      Array.from({ length: 2 * MESSAGE_PAGE_SIZE + 20 }, (_, index) => start + Math.floor(index / 3) * 1000),
    )

    const latest = await page(dave)
    expect(texts(latest.messages)).toEqual(range(70, 120))
    expect(latest).toMatchObject({ hasMore: true, nextBefore: latest.messages[0]!._id })
    const older = await page(dave, `?before=${latest.nextBefore}`)
    expect(texts(older.messages)).toEqual(range(20, 70))
    expect(older).toMatchObject({ hasMore: true, nextBefore: older.messages[0]!._id })
    const oldest = await page(dave, `?before=${older.nextBefore}`)
    expect(texts(oldest.messages)).toEqual(['Welcome to Kesar Kitchen! How can we help you today?', ...range(0, 20)])
    expect(oldest).toMatchObject({ hasMore: false, nextBefore: null })
  })

  it("refuses a before that is not one of the customer's messages, or comes with since", async () => {
    const [ownFirst] = await history(alice)
    const [bobsFirst] = await history(bob)
    for (const query of [
      '?before=nope',
      `?before=${bobsFirst!._id}`,
      `?before=${ownFirst!._id}&since=2030-01-01T00:00:00.000Z`,
    ]) {
      const response = await ctx.app.inject({
        url: `${GET_MESSAGES_PATH}${query}`,
        headers: { authorization: alice.authorization },
      })
      expect([query, response.statusCode, paths(response)]).toEqual([query, 400, ['query.before']])
    }
    expect(await page(alice, `?before=${ownFirst!._id}`)).toMatchObject({
      messages: [],
      hasMore: false,
      nextBefore: null,
    })
  })

  it(`catches up with since ${CATCH_UP_PAGE_SIZE} at a time, each page after the last one's message`, async () => {
    const erin = await signIn(ctx.app, 5)
    const start = Date.parse('2032-01-01T00:00:00.000Z')
    const times = Array.from({ length: CATCH_UP_PAGE_SIZE + 30 }, (_, index) => start + index * 20_000)
    // Two messages of one millisecond across the end of the first page: neither skipped nor repeated.
    times[CATCH_UP_PAGE_SIZE] = times[CATCH_UP_PAGE_SIZE - 1]!
    await insertRows(erin, times)

    const since = new Date(start - 20_000).toISOString()
    const first = await page(erin, `?since=${since}`)
    expect(texts(first.messages)).toEqual(range(0, CATCH_UP_PAGE_SIZE))
    expect(first).toMatchObject({ hasMore: true, nextBefore: null, nextAfter: first.messages.at(-1)!._id })
    const rest = await page(erin, `?since=${since}&after=${first.nextAfter}`)
    expect(texts(rest.messages)).toEqual(range(CATCH_UP_PAGE_SIZE, CATCH_UP_PAGE_SIZE + 30))
    expect(rest).toMatchObject({ hasMore: false, nextBefore: null, nextAfter: null })
  })

  it('catches up on more than a page of messages within the overlap, to the last one', async () => {
    const fay = await signIn(ctx.app, 6)
    const start = Date.parse('2033-01-01T00:00:00.000Z')
    // 450 messages in two seconds, a few to a millisecond: all inside the overlap of a `since` just after them.
    const count = 2 * CATCH_UP_PAGE_SIZE + 50
    await insertRows(
      fay,
      Array.from({ length: count }, (_, index) => start + Math.floor(index / 3) * 13),
    )
    const since = new Date(start + 2_000).toISOString()
    const received: string[] = []
    let after: string | null = null
    for (let call = 0; call < 5; call++) {
      const answer: GetMessagesResponse = await page(fay, `?since=${since}${after ? `&after=${after}` : ''}`)
      received.push(...texts(answer.messages))
      after = answer.nextAfter ?? null
      if (!answer.hasMore) break
    }
    expect(received.slice(-count)).toEqual(range(0, count))
    expect(new Set(received).size).toBe(received.length)
  })

  it('refuses an after that is not one of the customer’s messages, or comes without since', async () => {
    const [bobsFirst] = await history(bob)
    const [ownFirst] = await history(alice)
    for (const query of [`?since=2030-01-01T00:00:00.000Z&after=${bobsFirst!._id}`, `?after=${ownFirst!._id}`]) {
      const response = await ctx.app.inject({
        url: `${GET_MESSAGES_PATH}${query}`,
        headers: { authorization: alice.authorization },
      })
      expect([query, response.statusCode, paths(response)]).toEqual([query, 400, ['query.after']])
    }
  })
})

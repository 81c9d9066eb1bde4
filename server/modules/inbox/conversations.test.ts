import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET_MESSAGES_PATH, OWNER_MESSAGES_PATH, type ChatMessage } from '../../../contract/chat.js'
import {
  CONVERSATIONS_PAGE_SIZE,
  ConversationMessagesResponse,
  ConversationReadResponse,
  ConversationsResponse,
  OWNER_CONVERSATIONS_PATH,
  OWNER_CONVERSATION_MESSAGES_PATH,
  OWNER_CONVERSATION_READ_PATH,
  OWNER_CUSTOMER_CONTEXT_PATH,
  type Conversation,
} from '../../../contract/owner-inbox.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { MESSAGE_PAGE_SIZE } from '../chat/index.js'
import { answerOf, failureOf } from '../order/test-helpers.js'
import { ownerCalls } from './test-helpers.js'
import { addSite } from '../../test/sites.js'
import { sendMessage } from '../chat/test-helpers.js'

const DEMO_KEY = 'demo-owner-key-inbox-0123456789'
const ACME_KEY = 'acme-owner-key-inbox-0123456789'
const PAGING_KEY = 'paging-owner-key-inbox-0123456789'

describe.each(testDatabases)('owner inbox conversations on $name', (kind) => {
  const ctx = useTestApp(kind, {
    env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY},paging:${PAGING_KEY}` },
  })
  const demo = ownerCalls(() => ctx.app, DEMO_KEY)
  const acme = ownerCalls(() => ctx.app, ACME_KEY)
  let alice: SignedIn
  let bob: SignedIn
  let carol: SignedIn
  let pagingSiteId: string

  const send = (who: SignedIn, message: string, extra: Record<string, unknown> = {}) =>
    sendMessage(ctx.app, who, message, { extra: extra })
  const reply = (customerId: string, message: string) => demo.post(OWNER_MESSAGES_PATH, { customerId, message })
  /** Moves a message in time (set-up only: `created_at` is not writable through the typed schema). */
  const setTime = (id: string, at: Date) =>
    sql`update messages set created_at = ${at} where id = ${id}`.execute(ctx.app.db)
  const list = async (query: Record<string, string> = {}, calls = demo) =>
    answerOf(ConversationsResponse, await calls.get(OWNER_CONVERSATIONS_PATH, query))
  const ofCustomers = (conversations: Conversation[], ...who: SignedIn[]) =>
    conversations
      .filter((conversation) => who.some((customer) => customer.customerId === conversation.customerId))
      .map((conversation) => conversation.customerId)

  beforeAll(async () => {
    await addSite(ctx.database.db)
    pagingSiteId = await addSite(ctx.database.db, 'paging')
    alice = await signIn(ctx.app, 1)
    bob = await signIn(ctx.app, 2)
    carol = await signIn(ctx.app, 3)
    const base = Date.now()
    const hello = (await send(alice, 'Hello from Alice, is the saffron back?')).json().newMessage as ChatMessage
    const enquiry = await send(bob, 'Enquiry request:\n• Wholesale Masala Tin × 1', { kind: 'enquiry' })
    expect(enquiry.statusCode).toBe(200)
    await setTime(hello._id, new Date(base + 1000))
    await setTime(enquiry.json().newMessage._id, new Date(base + 2000))
  })

  it('lists the conversations newest activity first, with the last message, unread counts and enquiries', async () => {
    const answer = await list()
    expect(ofCustomers(answer.conversations, alice, bob, carol)).toEqual([
      bob.customerId,
      alice.customerId,
      carol.customerId,
    ])
    const byId = new Map(answer.conversations.map((conversation) => [conversation.customerId, conversation]))
    expect(byId.get(bob.customerId)).toMatchObject({
      countryCode: '+91',
      phoneNumber: '9000000002',
      unread: 1,
      enquiry: true,
      lastMessage: { kind: 'enquiry', sender: 'user', readAt: null },
    })
    expect(byId.get(alice.customerId)).toMatchObject({
      unread: 1,
      enquiry: false,
      lastMessage: { message: 'Hello from Alice, is the saffron back?', sender: 'user' },
    })
    expect(byId.get(alice.customerId)!.lastMessage).not.toHaveProperty('kind')
    // Carol has only the welcome: the business's message, nothing unread for the owner.
    expect(byId.get(carol.customerId)).toMatchObject({ unread: 0, enquiry: false, lastMessage: { sender: 'system' } })
    expect(byId.get(carol.customerId)!.lastActivityAt).toBe(byId.get(carol.customerId)!.lastMessage!.createdAt)
    expect(answer.unreadConversations).toBe(2)
    expect([answer.hasMore, answer.nextBefore]).toEqual([false, null])
  })

  it('keeps the enquiry mark on the stored message, which the customer reads back too', async () => {
    const mine = (
      await ctx.app.inject({ url: GET_MESSAGES_PATH, headers: { authorization: bob.authorization } })
    ).json().messages as ChatMessage[]
    expect(mine.find((message) => message.sender === 'user')).toMatchObject({ kind: 'enquiry' })
    const refused = await send(bob, 'x', { kind: 'order' })
    expect([refused.statusCode, refused.json().errors[0].path]).toEqual([400, 'body.kind'])
  })

  it('searches by phone digits with or without the dial code, by name and by message text', async () => {
    await sql`update customers set name = 'Carol Mathur' where id = ${carol.customerId}`.execute(ctx.app.db)
    const found = async (search: string) =>
      (await list({ search })).conversations.map((conversation) => conversation.customerId)
    expect(await found('9000000002')).toEqual([bob.customerId])
    expect(await found('+91 90000 00002')).toEqual([bob.customerId])
    expect(await found('919000000002')).toEqual([bob.customerId])
    expect(await found('mathur')).toEqual([carol.customerId])
    expect(await found('SAFFRON back')).toEqual([alice.customerId])
    expect(await found('50%_off')).toEqual([])
    // The unread count of the tab title is the site's, whatever the search.
    expect((await list({ search: 'mathur' })).unreadConversations).toBe(2)
  })

  it('pages by an opaque cursor, ties by customer, and refuses a cursor it did not make', async () => {
    const paging = ownerCalls(() => ctx.app, PAGING_KEY)
    const at = new Date('2026-11-20T10:00:00.000Z').getTime()
    const total = CONVERSATIONS_PAGE_SIZE + 7
    for (let index = 0; index < total; index++) {
      const customer = await ctx.app.db
        .insertInto('customers')
        .values({
          siteId: pagingSiteId,
          countryCode: '+91',
          phoneNumber: `98000${String(index).padStart(5, '0')}`,
          createdAt: new Date(at),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      // Three customers share each moment, so the cursor must break ties; every fifth has no message at all.
      if (index % 5 !== 0) {
        await ctx.app.db
          .insertInto('messages')
          .values({
            siteId: pagingSiteId,
            customerId: customer.id,
            sender: 'user',
            senderId: customer.id,
            type: 'text',
            message: `m${index}`,
            caption: null,
            contentType: null,
            messageView: null,
            clientMessageId: null,
            createdAt: new Date(at + Math.floor(index / 3) * 1000),
          })
          .execute()
      }
    }
    const first = await list({}, paging)
    expect([first.conversations.length, first.hasMore]).toEqual([CONVERSATIONS_PAGE_SIZE, true])
    const second = await list({ before: first.nextBefore! }, paging)
    expect([second.conversations.length, second.hasMore, second.nextBefore]).toEqual([
      total - CONVERSATIONS_PAGE_SIZE,
      false,
      null,
    ])
    const all = [...first.conversations, ...second.conversations]
    expect(new Set(all.map((conversation) => conversation.customerId)).size).toBe(total)
    const expected = [...all].sort(
      (a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || (a.customerId < b.customerId ? 1 : -1),
    )
    expect(all.map((conversation) => conversation.customerId)).toEqual(
      expected.map((conversation) => conversation.customerId),
    )
    expect(all.filter((conversation) => conversation.lastMessage === null)).toHaveLength(Math.ceil(total / 5))

    for (const before of [
      'nonsense',
      Buffer.from('12x:abc').toString('base64url'),
      Buffer.from('123:').toString('base64url'),
    ]) {
      const refused = await paging.get(OWNER_CONVERSATIONS_PATH, { before })
      expect([refused.statusCode, refused.json().errors[0].path]).toEqual([400, 'query.before'])
    }
  })

  it("shows a conversation's messages oldest first, 50 a page, read state; cursors are its own", async () => {
    const base = Date.now() - 3_600_000
    const siteId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
    for (let index = 0; index < 60; index++) {
      const sender = index % 2 ? 'user' : 'system'
      await ctx.app.db
        .insertInto('messages')
        .values({
          siteId,
          customerId: carol.customerId,
          sender,
          senderId: sender === 'user' ? carol.customerId : siteId,
          type: 'text',
          message: `old ${index}`,
          messageView: index === 7 ? 'staff' : null,
          createdAt: new Date(base + index * 1000),
        })
        .execute()
    }
    const messages = (query: Record<string, string>) =>
      demo.get(OWNER_CONVERSATION_MESSAGES_PATH, { customerId: carol.customerId, ...query })
    const latest = answerOf(ConversationMessagesResponse, await messages({}))
    expect([latest.messages.length, latest.hasMore, latest.nextBefore]).toEqual([
      MESSAGE_PAGE_SIZE,
      true,
      latest.messages[0]!._id,
    ])
    const times = latest.messages.map((message) => message.createdAt)
    expect(times).toEqual([...times].sort())
    expect(latest.messages.every((message) => message.readAt === null)).toBe(true)
    const older = answerOf(ConversationMessagesResponse, await messages({ before: latest.nextBefore! }))
    // 61 in all (the welcome and 60), the owner sees even those meant for another account type.
    expect([older.messages.length, older.hasMore, older.nextBefore]).toEqual([61 - MESSAGE_PAGE_SIZE, false, null])
    expect(older.messages.map((message) => message.message)).toContain('old 7')

    const aliceMessage = (
      await ctx.app.db
        .selectFrom('messages')
        .select('id')
        .where('customerId', '=', alice.customerId)
        .executeTakeFirstOrThrow()
    ).id
    const foreign = await messages({ before: aliceMessage })
    expect([foreign.statusCode, foreign.json().errors[0].path]).toEqual([400, 'query.before'])
  })

  it('marks a conversation read: its unread customer messages get the time, the list clears its badge', async () => {
    const unreadBefore = (await list()).unreadConversations
    const read = answerOf(
      ConversationReadResponse,
      await demo.post(OWNER_CONVERSATION_READ_PATH, { customerId: alice.customerId }),
    )
    const messages = answerOf(
      ConversationMessagesResponse,
      await demo.get(OWNER_CONVERSATION_MESSAGES_PATH, { customerId: alice.customerId }),
    ).messages
    expect(messages.filter((message) => message.sender === 'user').map((message) => message.readAt)).toEqual([
      read.readAt,
    ])
    // The business's own messages are read by the customer, not by marking the conversation.
    expect(messages.filter((message) => message.sender === 'system').map((message) => message.readAt)).toEqual([null])
    const answer = await list()
    expect(answer.conversations.find((conversation) => conversation.customerId === alice.customerId)!.unread).toBe(0)
    expect(answer.unreadConversations).toBe(unreadBefore - 1)

    // A new message of hers is unread again; an owner reply is not counted.
    await send(alice, 'One more thing')
    await reply(alice.customerId, 'Sure!')
    expect(
      (await list()).conversations.find((conversation) => conversation.customerId === alice.customerId)!.unread,
    ).toBe(1)
  })

  it("finds another site's customers nowhere: 404 for each call, and not in that owner's list", async () => {
    for (const [url, query] of [
      [OWNER_CONVERSATION_MESSAGES_PATH, { customerId: alice.customerId }],
      [OWNER_CUSTOMER_CONTEXT_PATH, { customerId: alice.customerId }],
    ] as const) {
      expect(failureOf(await acme.get(url, query))).toEqual([404, 'Customer not found', 'NOT_FOUND'])
    }
    expect(failureOf(await acme.post(OWNER_CONVERSATION_READ_PATH, { customerId: alice.customerId }))).toEqual([
      404,
      'Customer not found',
      'NOT_FOUND',
    ])
    expect((await list({}, acme)).conversations).toEqual([])
    const unread = await list()
    expect(unread.conversations.find((conversation) => conversation.customerId === alice.customerId)!.unread).toBe(1)
  })

  it("refuses customers' tokens and missing or wrong keys", async () => {
    for (const authorization of [alice.authorization, 'Bearer wrong-key-0123456789', undefined]) {
      const response = await ctx.app.inject({
        url: OWNER_CONVERSATIONS_PATH,
        headers: authorization ? { authorization } : {},
      })
      expect(response.statusCode).toBe(401)
    }
  })
})

import type * as t from 'io-ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWNER_MESSAGES_PATH, type ChatMessage } from '../../../contract/chat.js'
import { CANCEL_ORDER_PATH, OWNER_ORDER_ACTION_PATH } from '../../../contract/orders.js'
import {
  ConversationMessagesResponse,
  MESSAGES_READ_EVENT,
  OWNER_CONVERSATION_MESSAGES_PATH,
  OWNER_CONVERSATION_READ_PATH,
  OWNER_SOCKET_EVENTS,
  OwnerMessageEvent,
  OwnerOrderEvent,
  OwnerReadEvent,
} from '../../../contract/owner-inbox.js'
import { OWNER_CONFIRM_PAYMENT_PATH, REPORT_MANUAL_PAYMENT_PATH } from '../../../contract/payment.js'
import { decode } from '../../../contract/decode.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { answerOf } from '../order/test-helpers.js'
import { paymentCalls } from '../payment/payment-test-helpers.js'
import { connectSocket, listenLocally, settle, type TestSocket } from '../realtime/socket-test-client.js'
import { listenAsOwner, type OwnerListener } from '../../test/owner-room.js'
import { ownerCalls } from './test-helpers.js'
import { sendMessage } from '../chat/test-helpers.js'

const DEMO_KEY = 'demo-owner-key-pushes-0123456789'

/** The payload, after checking it decodes with its contract codec (what the owner app does where it enters). */
function decoded<A, O>(codec: t.Type<A, O, unknown>, payload: unknown): A {
  const result = decode(codec, payload, 'event')
  expect(result.ok ? [] : result.errors).toEqual([])
  return payload as A
}

describe.each(testDatabases)('owner room pushes on $name', (kind) => {
  let baseUrl: string
  let siteId: string
  let owner: OwnerListener
  let alice: SignedIn
  const sockets: TestSocket[] = []
  const demo = ownerCalls(() => ctx.app, DEMO_KEY)
  const calls = paymentCalls(() => ctx.app)
  const send = (who: SignedIn, message: string, extra: Record<string, unknown> = {}) =>
    sendMessage(ctx.app, who, message, { extra: extra })
  const messageEvent = (match: (event: OwnerMessageEvent) => boolean) =>
    owner.next(OWNER_SOCKET_EVENTS.message, match).then((event) => decoded(OwnerMessageEvent, event))
  const orderEvent = (match: (event: OwnerOrderEvent) => boolean) =>
    owner.next(OWNER_SOCKET_EVENTS.order, match).then((event) => decoded(OwnerOrderEvent, event))
  const readEvents = () =>
    owner.received
      .filter((entry) => entry.event === OWNER_SOCKET_EVENTS.read)
      .map((entry) => entry.payload as OwnerReadEvent)

  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY}` } })
  beforeAll(async () => {
    baseUrl = await listenLocally(ctx.app)
    siteId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
    owner = await listenAsOwner(ctx.app, baseUrl, siteId, await signIn(ctx.app, 20))
    alice = await signIn(ctx.app, 1)
  })
  afterAll(async () => {
    owner.close()
    for (const { socket } of sockets) socket.close()
  })

  it("pushes a new customer's welcome, their messages (enquiries marked) and the owner's replies", async () => {
    const bob = await signIn(ctx.app, 2)
    const welcome = await messageEvent((event) => event.customerId === bob.customerId)
    expect(welcome.message).toMatchObject({ sender: 'system', clientId: siteId, readAt: null })

    const sent = (await send(bob, 'Do you ship to Kota?')).json().newMessage as ChatMessage
    expect((await messageEvent((event) => event.message._id === sent._id)).message).toEqual({ ...sent, readAt: null })
    const enquiry = (await send(bob, 'Enquiry request:\n• Wholesale Masala Tin × 1', { kind: 'enquiry' })).json()
      .newMessage as ChatMessage
    expect((await messageEvent((event) => event.message._id === enquiry._id)).message).toMatchObject({
      kind: 'enquiry',
      sender: 'user',
    })

    const reply = (
      await demo.post(OWNER_MESSAGES_PATH, { customerId: bob.customerId, message: 'Yes, in 3 days' })
    ).json().newMessage as ChatMessage
    expect(await messageEvent((event) => event.message._id === reply._id)).toEqual({
      customerId: bob.customerId,
      message: { ...reply, readAt: null },
    })
  })

  it('pushes orders as they are made, moved, reported, paid and cancelled, with their messages, at once', async () => {
    const order = await calls.order(alice)
    // Timed from the order's answer: making the order is not what the bound is about.
    const ordered = Date.now()
    const made = await orderEvent((event) => event.order._id === order._id)
    expect(made).toEqual({ customerId: alice.customerId, order: { ...order, reportedPayments: [] } })
    // The confirmation reaches the owner room without the customer's 2 s typing simulation.
    await messageEvent(
      (event) =>
        event.customerId === alice.customerId &&
        event.message.type === 'component' &&
        event.message.message.includes(order.orderId),
    )
    expect(Date.now() - ordered).toBeLessThan(2000)

    await calls.post(alice, REPORT_MANUAL_PAYMENT_PATH, { orderId: order._id, reference: '412345678901' })
    const reported = await orderEvent(
      (event) => event.order._id === order._id && event.order.reportedPayments.length === 1,
    )
    expect(reported.order.reportedPayments[0]).toMatchObject({
      reference: '412345678901',
      milestoneId: order.paymentMilestones[0]!.id,
      screenshotUrl: null,
    })
    await messageEvent(
      (event) => event.customerId === alice.customerId && event.message.message.includes('412345678901'),
    )

    await demo.post(OWNER_CONFIRM_PAYMENT_PATH, { orderId: order._id, milestoneId: order.paymentMilestones[0]!.id })
    const paid = await orderEvent((event) => event.order._id === order._id && event.order.paymentStatus === 'Paid')
    expect(paid.order.reportedPayments).toEqual([])

    await demo.post(OWNER_ORDER_ACTION_PATH, { orderId: order._id, action: 'advance' })
    await orderEvent(
      (event) =>
        event.order._id === order._id && event.order.pipelineStages.some((stage) => stage.status === 'Completed'),
    )

    const second = await calls.order(alice)
    expect((await calls.post(alice, CANCEL_ORDER_PATH, { mode: 'cancel', orderId: second._id })).statusCode).toBe(200)
    await orderEvent((event) => event.order._id === second._id && event.order.status === 'Cancelled')
  })

  it('tells every owner tab when the owner reads a conversation', async () => {
    const read = await demo.post(OWNER_CONVERSATION_READ_PATH, { customerId: alice.customerId })
    const event = await owner.next<OwnerReadEvent>(
      OWNER_SOCKET_EVENTS.read,
      (candidate) => candidate.reader === 'owner',
    )
    expect(decoded(OwnerReadEvent, event)).toEqual({
      customerId: alice.customerId,
      reader: 'owner',
      readAt: read.json().readAt,
    })
  })

  it("takes read receipts from the customer's own socket, up to the message they name, and only theirs", async () => {
    const carol = await signIn(ctx.app, 3)
    const dave = await signIn(ctx.app, 4)
    const tab = await connectSocket(baseUrl, { token: carol.token })
    sockets.push(tab)
    const shown = (
      await demo.post(OWNER_MESSAGES_PATH, { customerId: carol.customerId, message: 'Your parcel left' })
    ).json().newMessage as ChatMessage
    const ownerView = () =>
      ctx.app.inject({
        url: OWNER_CONVERSATION_MESSAGES_PATH,
        query: { customerId: carol.customerId },
        headers: { authorization: `Bearer ${DEMO_KEY}` },
      })
    await tab.next((message) => message._id === shown._id)
    const later = (
      await demo.post(OWNER_MESSAGES_PATH, { customerId: carol.customerId, message: 'Tracking: KK123' })
    ).json().newMessage as ChatMessage
    const mine = (await send(carol, 'Thanks!')).json().newMessage as ChatMessage
    const daves = (await demo.post(OWNER_MESSAGES_PATH, { customerId: dave.customerId, message: 'Hi Dave' })).json()
      .newMessage as ChatMessage

    // Nothing happens for a payload that does not decode, or for a message of someone else's.
    tab.socket.emit(MESSAGES_READ_EVENT, { upTo: 42 })
    tab.socket.emit(MESSAGES_READ_EVENT, { upTo: daves._id })
    await settle()
    expect(readEvents().filter((event) => event.reader === 'customer')).toEqual([])

    tab.socket.emit(MESSAGES_READ_EVENT, { upTo: shown._id })
    const event = await owner.next<OwnerReadEvent>(
      OWNER_SOCKET_EVENTS.read,
      (candidate) => candidate.reader === 'customer',
    )
    expect(decoded(OwnerReadEvent, event)).toEqual({
      customerId: carol.customerId,
      reader: 'customer',
      readAt: expect.any(String),
    })
    const messages = answerOf(ConversationMessagesResponse, await ownerView()).messages
    const byId = new Map(messages.map((message) => [message._id, message.readAt]))
    // The welcome and the first reply are read; the later reply is not, and the customer's own message is the owner's
    // to read.
    expect(
      messages
        .filter((message) => message.sender === 'system' && message._id !== later._id)
        .every((message) => message.readAt === event.readAt),
    ).toBe(true)
    expect([byId.get(later._id), byId.get(mine._id)]).toEqual([null, null])
    const daveMessages = answerOf(
      ConversationMessagesResponse,
      await ctx.app.inject({
        url: OWNER_CONVERSATION_MESSAGES_PATH,
        query: { customerId: dave.customerId },
        headers: { authorization: `Bearer ${DEMO_KEY}` },
      }),
    ).messages
    expect(daveMessages.map((message) => message.readAt)).toEqual([null, null])

    // The same receipt again reads nothing new and tells nobody.
    tab.socket.emit(MESSAGES_READ_EVENT, { upTo: shown._id })
    await settle()
    expect(readEvents().filter((candidate) => candidate.reader === 'customer')).toHaveLength(1)
  })
})

import { beforeAll, expect, it } from 'vitest'
import { CANCEL_ORDER_PATH, OWNER_ORDER_ACTION_PATH } from '../../../contract/orders.js'
import {
  OWNER_CONVERSATION_MESSAGES_PATH,
  OWNER_CONVERSATION_READ_PATH,
  OWNER_CONVERSATIONS_PATH,
  ConversationsResponse,
  ConversationMessagesResponse,
} from '../../../contract/owner-inbox.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY, describeWithApp } from '../../test/app.js'
import { signIn, type SignedIn } from '../auth/test-helpers.js'
import { answerOf, demoItemIds, jaipurAddress, orderCalls } from '../order/test-helpers.js'
import { ownerCalls } from './test-helpers.js'

describeWithApp('order events in the conversation', { env: DEMO_OWNER_ENV }, (ctx) => {
  const calls = orderCalls(() => ctx.app)
  const owner = ownerCalls(() => ctx.app, DEMO_OWNER_KEY)
  let customer: SignedIn
  let ids: Record<string, string>

  const conversation = async () =>
    answerOf(ConversationsResponse, await owner.get(OWNER_CONVERSATIONS_PATH)).conversations.find(
      (entry) => entry.customerId === customer.customerId,
    )!
  const thread = async () =>
    answerOf(
      ConversationMessagesResponse,
      await owner.get(OWNER_CONVERSATION_MESSAGES_PATH, { customerId: customer.customerId }),
    ).messages

  beforeAll(async () => {
    ids = await demoItemIds(ctx.app)
    customer = await signIn(ctx.app, 7)
  })

  it('stores order and payment messages as events, unread for the owner until the conversation is read', async () => {
    await owner.post(OWNER_CONVERSATION_READ_PATH, { customerId: customer.customerId })
    expect((await conversation()).unread).toBe(0)
    const [address] = await calls.addAddress(customer, jaipurAddress())
    const chai = { _id: ids['chai-masala'], selectedVariant: 'var-chai-masala-50g', quantity: 1 }
    const [order] = (await calls.created(customer, [chai], { address })).orders
    const placed = (await thread()).at(-1)!
    expect(placed).toMatchObject({
      sender: 'system',
      kind: 'event',
      event: { name: 'placed', orderId: order!.orderId },
    })
    expect(await conversation()).toMatchObject({ unread: 1, lastMessage: { kind: 'event' } })

    // The owner moves it: their own action is an event too, never their words.
    const moved = await owner.post(OWNER_ORDER_ACTION_PATH, { orderId: order!.orderId, action: 'advance' })
    expect(moved.statusCode).toBe(200)
    expect((await thread()).at(-1)).toMatchObject({ kind: 'event', event: { name: 'advanced' } })
    expect((await conversation()).unread).toBe(2)

    const read = await owner.post(OWNER_CONVERSATION_READ_PATH, { customerId: customer.customerId })
    expect(read.statusCode).toBe(200)
    expect((await conversation()).unread).toBe(0)
    // The owner's reading is not the customer's: the widget's read receipts stay unset.
    expect((await thread()).filter((message) => message.kind === 'event').map((message) => message.readAt)).toEqual([
      null,
      null,
    ])

    const [second] = (await calls.created(customer, [chai], { address })).orders
    const cancelled = await calls.post(customer, CANCEL_ORDER_PATH, { mode: 'cancel', orderId: second!._id })
    expect(cancelled.statusCode).toBe(200)
    expect((await thread()).at(-1)).toMatchObject({
      kind: 'event',
      event: { name: 'cancelledByCustomer', orderId: second!.orderId },
    })
    expect((await conversation()).unread).toBe(2)
  })
})

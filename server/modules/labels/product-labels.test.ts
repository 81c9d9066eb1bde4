import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWNER_ORDER_ACTION_PATH } from '../../../contract/orders.js'
import { OWNER_CONVERSATIONS_PATH, type Conversation } from '../../../contract/owner-inbox.js'
import { OWNER_CONVERSATION_ASSIGN_PATH } from '../../../contract/owner-labels.js'
import { OWNER_CONFIRM_PAYMENT_PATH, REPORT_MANUAL_PAYMENT_PATH } from '../../../contract/payment.js'
import { OWNER_PUSH_SUBSCRIPTION_PATH, PUSH_KEY_PATH, type PushNotification } from '../../../contract/push.js'
import { OWNER_QUOTES_PATH, QUOTE_ANSWER_PATH } from '../../../contract/quotes.js'
import { indianDate } from '../../../contract/service-slot.js'
import { allDelivered } from '../../events/testing/all-delivered.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY, useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { startPushService, type PushService, type TestDevice } from '../../test/push-service.js'
import type { SignedIn } from '../auth/test-helpers.js'
import { sendMessage } from '../chat/test-helpers.js'
import { ownerCalls } from '../inbox/test-helpers.js'
import { addDemoOwner, type OwnerSignedIn } from '../owner-auth/test-helpers.js'
import { demoItemIds } from '../order/test-helpers.js'
import { paymentCalls } from '../payment/payment-test-helpers.js'

let push: PushService
beforeAll(async () => {
  push = await startPushService()
})
afterAll(async () => push?.close())

describe.each(testDatabases)('product labels and pushes to the assigned owner on $name', (kind) => {
  const owner = ownerCalls(() => ctx.app, DEMO_OWNER_KEY)
  const calls = paymentCalls(() => ctx.app, 1)
  const labelsOf = async (who: SignedIn) => {
    await allDelivered(ctx.database.db)
    const answer = await owner.get(OWNER_CONVERSATIONS_PATH)
    const { conversations } = answer.json<{ conversations: Conversation[] }>()
    return conversations.find((each) => each.customerId === who.customerId)!.labelIds
  }

  const ctx = useTestApp(kind, async () => ({ env: { ...push.env, ...DEMO_OWNER_ENV } }))

  it('labels a first message New customer, then follows the order: awaiting payment, paid, complete', async () => {
    const asha = await calls.customer()
    expect(await labelsOf(asha)).toEqual([])
    expect((await sendMessage(ctx.app, asha, 'Do you have saffron?')).statusCode).toBe(200)
    expect(await labelsOf(asha)).toEqual(['newCustomer'])
    await sendMessage(ctx.app, asha, 'And cardamom?')
    expect(await labelsOf(asha)).toEqual(['newCustomer'])

    const order = await calls.order(asha)
    expect(await labelsOf(asha)).toEqual(['awaitingPayment'])
    await calls.post(asha, REPORT_MANUAL_PAYMENT_PATH, { orderId: order._id, reference: '412345678901' })
    const milestoneId = order.paymentMilestones[0]!.id
    expect((await owner.post(OWNER_CONFIRM_PAYMENT_PATH, { orderId: order._id, milestoneId })).statusCode).toBe(200)
    expect(await labelsOf(asha)).toEqual(['paid'])
    const completed = await owner.post(OWNER_ORDER_ACTION_PATH, { orderId: order._id, action: 'complete' })
    expect(completed.statusCode).toBe(200)
    expect(await labelsOf(asha)).toEqual(['orderComplete'])
    // A second message is not a first one: no New customer again.
    await sendMessage(ctx.app, asha, 'Thank you!')
    expect(await labelsOf(asha)).toEqual(['orderComplete'])
  })

  it('labels a conversation Quote sent while the quote waits for an answer', async () => {
    const ravi = await calls.customer()
    const ids = await demoItemIds(ctx.app)
    const lines = [{ itemId: ids['wholesale-masala-tins'], name: 'Masala tins', quantity: 2, unitPrice: 5800 }]
    const validUntil = indianDate(new Date(), 1)
    const sent = await owner.post(OWNER_QUOTES_PATH, { customerId: ravi.customerId, lines, validUntil })
    expect(sent.statusCode).toBe(200)
    expect(await labelsOf(ravi)).toEqual(['quoteSent'])
    const declined = await calls.post(ravi, QUOTE_ANSWER_PATH, { quoteId: sent.json().data._id, answer: 'decline' })
    expect(declined.statusCode).toBe(200)
    expect(await labelsOf(ravi)).toEqual([])
  })

  describe('a customer message pushes', () => {
    let meera: OwnerSignedIn
    let kabir: OwnerSignedIn
    let nobody: OwnerSignedIn
    let meeraPhone: TestDevice
    let kabirPhone: TestDevice
    let customer: SignedIn
    const deviceOf = async (who: OwnerSignedIn, publicKey: string) => {
      const device = await push.subscribe(publicKey)
      const saved = await ctx.app.inject({
        method: 'POST',
        url: OWNER_PUSH_SUBSCRIPTION_PATH,
        headers: who.headers,
        payload: device.subscription,
      })
      expect(saved.statusCode).toBe(200)
      return device
    }
    const assignTo = async (who: OwnerSignedIn | null) => {
      const payload = { customerId: customer.customerId, ownerId: who?.body.owner.id ?? null }
      expect((await owner.post(OWNER_CONVERSATION_ASSIGN_PATH, payload)).statusCode).toBe(200)
    }
    /** Sends `text` from the customer; answers which owners' phones were pushed it. */
    const whoHears = async (text: string) => {
      await allDelivered(ctx.database.db)
      expect((await sendMessage(ctx.app, customer, text)).statusCode).toBe(200)
      await allDelivered(ctx.database.db)
      const heard = async (device: TestDevice) =>
        ((await push.messages(device)) as PushNotification[]).some((each) => each.body === text)
      return { meera: await heard(meeraPhone), kabir: await heard(kabirPhone) }
    }

    beforeAll(async () => {
      const { publicKey } = (await ctx.app.inject({ url: PUSH_KEY_PATH })).json<{ publicKey: string }>()
      meera = await addDemoOwner(ctx.app, 31, 'Meera')
      kabir = await addDemoOwner(ctx.app, 32, 'Kabir')
      nobody = await addDemoOwner(ctx.app, 33, 'Without a phone')
      meeraPhone = await deviceOf(meera, publicKey)
      kabirPhone = await deviceOf(kabir, publicKey)
      customer = await calls.customer()
    })

    it('to every owner while the conversation is given to nobody', async () => {
      expect(await whoHears('Hello, anyone?')).toEqual({ meera: true, kabir: true })
    })

    it('to the owner it is given to, and only them', async () => {
      await assignTo(kabir)
      expect(await whoHears('Kabir, is my order ready?')).toEqual({ meera: false, kabir: true })
    })

    it('to every owner when the one it is given to has no device to hear it', async () => {
      await assignTo(nobody)
      expect(await whoHears('Is somebody there?')).toEqual({ meera: true, kabir: true })
      await assignTo(null)
    })
  })
})

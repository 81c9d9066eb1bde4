import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatRupees } from '../../../contract/format.js'
import { LANGUAGE_COOKIE, type Language } from '../../../contract/language.js'
import { OWNER_PUSH_SUBSCRIPTION_PATH, PUSH_KEY_PATH, type PushNotification } from '../../../contract/push.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { startPushService, type PushService, type TestDevice } from '../../test/push-service.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { demoItemIds, jaipurAddress, orderCalls } from '../order/test-helpers.js'
import { DEMO_OWNER_TEST_NUMBER, ownerSignIn, addDemoOwner, type OwnerSignedIn } from '../owner-auth/test-helpers.js'
import { allDelivered } from '../../events/testing/all-delivered.js'

/** The second owner of the demo site signs in with this test number. */
const SECOND_OWNER = 38

let push: PushService
beforeAll(async () => {
  push = await startPushService()
})
afterAll(async () => push?.close())

describe.each(testDatabases)("owners' pushes in each device's language on $name", (kind) => {
  let asha: OwnerSignedIn
  let ravi: OwnerSignedIn
  let customer: SignedIn
  let publicKey: string
  const calls = orderCalls(() => ctx.app)

  /** The owner app posts the device's subscription, in `language` (the cookie its language switch sets). */
  const subscribe = async (owner: OwnerSignedIn, device: TestDevice, language: Language) => {
    const headers = { ...owner.headers, cookie: `${owner.headers.cookie}; ${LANGUAGE_COOKIE}=${language}` }
    const saved = await ctx.app.inject({
      method: 'POST',
      url: OWNER_PUSH_SUBSCRIPTION_PATH,
      headers,
      payload: device.subscription,
    })
    expect(saved.statusCode).toBe(200)
  }
  /** The customer places an order through the widget's calls; answers it. */
  const placeOrder = async () => {
    const ids = await demoItemIds(ctx.app)
    const [home] = await calls.addAddress(customer, jaipurAddress())
    const item = { _id: ids['ghevar'], selectedVariant: { _id: 'var-ghevar-plain-6in' }, quantity: 1 }
    const created = await calls.created(customer, [item], { address: home })
    await allDelivered(ctx.database.db)
    return created.orders[0]!
  }
  const orderPushes = async (device: TestDevice) =>
    ((await push.messages(device)) as PushNotification[]).filter((message) => message.tag.startsWith('order:'))

  const ctx = useTestApp(kind, async () => {
    const env = { ...push.env, OTP_TEST_NUMBERS: `${TEST_NUMBERS_ENV.OTP_TEST_NUMBERS},${DEMO_OWNER_TEST_NUMBER}` }
    return { env }
  })
  beforeAll(async () => {
    asha = await ownerSignIn(ctx.app)
    ravi = await addDemoOwner(ctx.app, SECOND_OWNER, 'Ravi')
    customer = await signIn(ctx.app, 21)
    publicKey = ((await ctx.app.inject({ url: PUSH_KEY_PATH })).json() as { publicKey: string }).publicKey
  })

  it('pushes one new order in Hindi to the device subscribed in Hindi and in English to the English one', async () => {
    const hindiDevice = await push.subscribe(publicKey)
    const englishDevice = await push.subscribe(publicKey)
    await subscribe(asha, hindiDevice, 'hi')
    await subscribe(ravi, englishDevice, 'en')
    const order = await placeOrder()
    const [hindi, ...moreHindi] = await orderPushes(hindiDevice)
    const [english, ...moreEnglish] = await orderPushes(englishDevice)
    expect([moreHindi, moreEnglish]).toEqual([[], []])
    expect(hindi!.title).toBe(`नया ऑर्डर ${order.orderId} · ${formatRupees(order.finalAmount, 'hi-IN')}`)
    expect(english!.title).toBe(`New order ${order.orderId} · ${formatRupees(order.finalAmount, 'en-IN')}`)
    expect(hindi!.body).toMatch(/: Jaipuri Ghevar$/)
    expect(english!.body).toBe(hindi!.body)
    expect(hindi!.tag).toBe(english!.tag)

    // The same device, its owner app switched to English: it posts its subscription again, the next push follows.
    await subscribe(asha, hindiDevice, 'en')
    const next = await placeOrder()
    const titles = (await orderPushes(hindiDevice)).map((message) => message.title)
    expect(titles).toEqual([hindi!.title, `New order ${next.orderId} · ${formatRupees(next.finalAmount, 'en-IN')}`])
    // One row per device: switching took the device over, it did not add one.
    const rows = await ctx.database.db
      .selectFrom('pushSubscriptions')
      .select('language')
      .where('endpoint', '=', hindiDevice.subscription.endpoint)
      .execute()
    expect(rows).toEqual([{ language: 'en' }])
  })

  it("takes the browser's language when the owner never switched", async () => {
    const device = await push.subscribe(publicKey)
    const saved = await ctx.app.inject({
      method: 'POST',
      url: OWNER_PUSH_SUBSCRIPTION_PATH,
      headers: { ...ravi.headers, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      payload: device.subscription,
    })
    expect(saved.statusCode).toBe(200)
    const order = await placeOrder()
    expect((await orderPushes(device)).map((message) => message.title)).toEqual([
      `नया ऑर्डर ${order.orderId} · ${formatRupees(order.finalAmount, 'hi-IN')}`,
    ])
  })
})

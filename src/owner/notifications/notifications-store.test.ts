import { describe, expect, it } from 'vitest'
import { OWNER_PUSH_SUBSCRIPTION_PATH, PUSH_KEY_PATH } from '../../../contract/push'
import { ownerHttpClient } from '../../client/http/owner-cookie-policy'
import type { BrowserPush } from '../../client/push/browser-push'
import { FakeOwnerServer } from '../testing/fake-owner-server'
import { LATER_KEY, NotificationsStore } from './notifications-store'

const SUBSCRIPTION = { endpoint: 'https://push.example/device', keys: { p256dh: 'p', auth: 'a' } }

/** A browser whose prompt the test answers, and which counts how often it was asked. */
function browser(answer: NotificationPermission) {
  let permission: NotificationPermission = 'default'
  let subscribed = false
  const push: BrowserPush & { asked: number } = {
    supported: true,
    asked: 0,
    permission: () => permission,
    current: async () => (subscribed ? SUBSCRIPTION : null),
    async subscribe() {
      push.asked++
      permission = answer
      subscribed = answer === 'granted'
      return subscribed ? SUBSCRIPTION : null
    },
    async unsubscribe() {
      subscribed = false
      return SUBSCRIPTION.endpoint
    },
  }
  return push
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

function setUp(answer: NotificationPermission) {
  const server = new FakeOwnerServer()
    .on('GET', PUSH_KEY_PATH, () => ({ body: { publicKey: 'BKey' } }))
    .on('POST', OWNER_PUSH_SUBSCRIPTION_PATH, () => ({ body: { message: 'success' } }))
  const push = browser(answer)
  const storage = memoryStorage()
  const store = new NotificationsStore(ownerHttpClient({ fetch: server.fetch }), push, storage)
  return { server, push, storage, store }
}

describe("the owner's notifications on a device", () => {
  it('offers first and asks the browser only on Turn on; the server keeps the device', async () => {
    const { server, push, store } = setUp('granted')
    await store.check()
    expect(store.state).toBe('offer')
    expect(push.asked).toBe(0)
    await store.enable()
    expect(push.asked).toBe(1)
    expect(store.state).toBe('on')
    expect(server.callsTo(OWNER_PUSH_SUBSCRIPTION_PATH).map((call) => call.body)).toEqual([SUBSCRIPTION])
  })

  it("remembers 'Not now', and says so when the browser refuses", async () => {
    const first = setUp('denied')
    first.store.later()
    expect(first.storage.getItem(LATER_KEY)).toBe('1')
    const again = new NotificationsStore(ownerHttpClient({ fetch: first.server.fetch }), first.push, first.storage)
    await again.check()
    expect(again.state).toBe('later')
    await again.enable()
    expect(again.state).toBe('blocked')
    expect(first.server.callsTo(OWNER_PUSH_SUBSCRIPTION_PATH)).toEqual([])
  })

  it("posts the device again when the app's language changes (its pushes follow), only while it is on", async () => {
    const { server, store } = setUp('granted')
    await store.check()
    await store.resend()
    expect(server.callsTo(OWNER_PUSH_SUBSCRIPTION_PATH)).toEqual([])
    await store.enable()
    await store.resend()
    expect(server.callsTo(OWNER_PUSH_SUBSCRIPTION_PATH).map((call) => call.body)).toEqual([SUBSCRIPTION, SUBSCRIPTION])
    await store.disable()
    await store.resend()
    expect(server.callsTo(OWNER_PUSH_SUBSCRIPTION_PATH).map((call) => call.method)).toEqual(['POST', 'POST', 'DELETE'])
  })
})

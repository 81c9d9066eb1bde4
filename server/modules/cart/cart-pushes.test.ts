import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CART_ADD_PATH, CART_CLEAR_PATH, CART_UPDATED_EVENT, type CartUpdatedEvent } from '../../../contract/cart.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { connectSocket, listenLocally, settle, type TestSocket } from '../realtime/socket-test-client.js'

describe.each(testDatabases)("the customer's other tabs hear of cart changes on $name", (kind) => {
  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })
  let alice: SignedIn
  let bob: SignedIn
  let aliceTab: TestSocket
  let bobTab: TestSocket
  const heard = { alice: [] as CartUpdatedEvent[], bob: [] as CartUpdatedEvent[] }
  const post = (who: SignedIn, url: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: who.authorization, host: 'demo.localhost' },
      payload: { customerId: who.customerId, ...body },
    })

  beforeAll(async () => {
    const baseUrl = await listenLocally(ctx.app)
    alice = await signIn(ctx.app, 1)
    bob = await signIn(ctx.app, 2)
    aliceTab = await connectSocket(baseUrl, { token: alice.token, subdomain: 'demo' })
    bobTab = await connectSocket(baseUrl, { token: bob.token, subdomain: 'demo' })
    aliceTab.socket.on(CART_UPDATED_EVENT, (event: CartUpdatedEvent) => heard.alice.push(event))
    bobTab.socket.on(CART_UPDATED_EVENT, (event: CartUpdatedEvent) => heard.bob.push(event))
  })
  afterAll(() => {
    aliceTab?.socket.close()
    bobTab?.socket.close()
  })

  it("pushes cart-updated to the customer's sockets after each write, and to nobody else", async () => {
    const siteId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
    const item = await ctx.app.db
      .selectFrom('catalogueItems')
      .select('id')
      .where('slug', '=', 'garam-masala')
      .executeTakeFirstOrThrow()
    const added = await post(alice, CART_ADD_PATH, {
      item: { _id: item.id, selectedVariant: 'var-garam-masala-100g', quantity: 1 },
    })
    expect(added.statusCode, added.body).toBe(200)
    await expect.poll(() => heard.alice).toEqual([{ clientId: siteId }])
    expect((await post(alice, CART_CLEAR_PATH, {})).statusCode).toBe(200)
    await expect.poll(() => heard.alice).toHaveLength(2)
    await settle()
    expect(heard.bob).toEqual([])
  })

  it('pushes nothing for a refused write', async () => {
    const before = heard.alice.length
    const refused = await post(alice, CART_ADD_PATH, { item: { _id: '00000000-0000-0000-0000-000000000000' } })
    expect(refused.statusCode).toBe(404)
    await settle()
    expect(heard.alice).toHaveLength(before)
  })
})

import { afterAll, beforeAll, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import { CATALOGUE_PATH } from '../../../contract/catalogue.js'
import {
  CATALOGUE_CHANGED_EVENT,
  OWNER_CATALOGUE_PATH,
  OWNER_ITEM_VISIBILITY_PATH,
  OWNER_STOCK_PATH,
} from '../../../contract/owner-catalogue.js'
import { siteRoom } from '../realtime/index.js'
import { listenAsOwner } from '../../test/owner-room.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY, describeWithApp } from '../../test/app.js'
import { signIn } from '../auth/test-helpers.js'
import { connectSocket, listenLocally, type TestSocket } from '../realtime/socket-test-client.js'
import { ownerItems } from './test-helpers.js'

describeWithApp('catalogue changes reach open widgets', { env: DEMO_OWNER_ENV }, (ctx) => {
  let socket: TestSocket
  const socketIds = new Set<string>()
  beforeAll(async () => {
    const baseUrl = await listenLocally(ctx.app)
    const customer = await signIn(ctx.app, 3)
    socket = await connectSocket(baseUrl, { token: customer.token, subdomain: 'demo' })
    socketIds.add(socket.socket.id!)
  })
  afterAll(() => {
    socket?.socket.disconnect()
  })

  it("tells the site's owner room too (another owner's Catalogue tab reloads)", async () => {
    const baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`
    const siteId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
    const owner = await listenAsOwner(ctx.app, baseUrl, siteId, await signIn(ctx.app, 4))
    // Out of the site's customer room: what it hears now comes through the owner room only.
    for (const socket of await ctx.app.io.in(siteRoom(siteId)).fetchSockets())
      if (!socketIds.has(socket.id)) socket.leave(siteRoom(siteId))
    // The last item: the next test changes another, so a late push of this one cannot pass for its own.
    const item = (await ownerItems(ctx.app, DEMO_OWNER_KEY)).at(-1)!
    await ctx.app.inject({
      method: 'POST',
      url: OWNER_ITEM_VISIBILITY_PATH,
      headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
      payload: { itemId: item._id, hidden: false },
    })
    expect(await owner.next(CATALOGUE_CHANGED_EVENT)).toEqual({ itemIds: [item._id] })
    owner.close()
  })

  it("pushes catalogue-changed with the item's id to the site's customer sockets on a stock change", async () => {
    const items = await ownerItems(ctx.app, DEMO_OWNER_KEY)
    const item = items.find((entry) => entry.variants.length > 0 && entry._id !== items.at(-1)!._id)!
    // An earlier test's push may still be on its way: wait for this item's.
    const heard = new Promise<unknown>((resolve) =>
      socket.socket.on(CATALOGUE_CHANGED_EVENT, (payload: { itemIds: string[] }) => {
        if (payload.itemIds.includes(item._id)) resolve(payload)
      }),
    )
    const response = await ctx.app.inject({
      method: 'POST',
      url: OWNER_STOCK_PATH,
      headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
      payload: { itemId: item._id, optionId: item.variants[0]!._id, stock: 0 },
    })
    expect(response.statusCode).toBe(200)
    expect(await heard).toEqual({ itemIds: [item._id] })
  })

  it("counts a hidden item out of the widget's catalogue page at once (its cached counts are dropped)", async () => {
    const owned = (
      await ctx.app.inject({ url: OWNER_CATALOGUE_PATH, headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` } })
    ).json()
    const section = (owned.catalogues as { _id: string; topicId: string | null; categoryId: string }[]).find(
      (entry) => entry.topicId !== null,
    )!
    const item = (await ownerItems(ctx.app, DEMO_OWNER_KEY)).find(
      (entry) => entry.catalogueId === section._id && !entry.hidden,
    )!
    const count = async () => {
      const page = await ctx.app.inject({
        method: 'POST',
        url: CATALOGUE_PATH,
        headers: { host: 'demo.localhost' },
        payload: { selectedTopic: section.topicId },
      })
      const catalogues = page.json().data as { _id: string; categoryId: { totalItems: number } }[]
      return catalogues.find((entry) => entry._id === section._id)!.categoryId.totalItems
    }
    const before = await count()
    expect(await count()).toBe(before) // the second answer comes from the cache
    const visibility = (hidden: boolean) =>
      ctx.app.inject({
        method: 'POST',
        url: OWNER_ITEM_VISIBILITY_PATH,
        headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
        payload: { itemId: item._id, hidden },
      })
    expect((await visibility(true)).statusCode).toBe(200)
    await expect.poll(count, { timeout: 2000 }).toBe(before - 1)
    expect((await visibility(false)).statusCode).toBe(200)
    await expect.poll(count, { timeout: 2000 }).toBe(before)
  })
})

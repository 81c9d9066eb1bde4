import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET_MESSAGES_PATH } from '../../../contract/chat.js'
import {
  CUSTOMER_OFFER_OPENED_PATH,
  CUSTOMER_OFFERS_PATH,
  OWNER_OFFERS_PATH,
  type OwnerOffersResponse,
} from '../../../contract/offers.js'
import { allDelivered } from '../../events/testing/all-delivered.js'
import { ACME_OWNER_KEY, DEMO_OWNER_KEY, TWO_OWNERS_ENV, useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { customerDevice, startPushService, type PushService } from '../../test/push-service.js'
import { addSite } from '../../test/sites.js'
import type { SignedIn } from '../auth/test-helpers.js'
import { orderCalls, useOrderingCustomers } from '../order/test-helpers.js'

let push: PushService
beforeAll(async () => {
  push = await startPushService()
})
afterAll(async () => push?.close())

/**
 * Offers: customers opt in (and out) in the widget; the owner sends an offer to those opted in, at most one a week; it
 * arrives as a chat message (the offer card) and a web push, through the outbox and a local Web Push service; the
 * owner sees how many received, opened and ordered.
 */
describe.each(testDatabases)('offers on $name', (kind) => {
  const ctx = useTestApp(kind, () => ({ env: { ...push.env, ...TWO_OWNERS_ENV } }))
  beforeAll(async () => {
    await addSite(ctx.database.db, 'acme')
  })
  const calls = orderCalls(() => ctx.app)
  const { customer, masala, ids } = useOrderingCustomers(() => ctx.app, 4)
  const owner = (key = DEMO_OWNER_KEY) => ({ authorization: `Bearer ${key}` })
  const offers = async (key = DEMO_OWNER_KEY): Promise<OwnerOffersResponse> => {
    const response = await ctx.app.inject({ url: OWNER_OFFERS_PATH, headers: owner(key) })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  const send = (payload: object, key = DEMO_OWNER_KEY) =>
    ctx.app.inject({ method: 'POST', url: OWNER_OFFERS_PATH, headers: owner(key), payload })
  const choose = async (who: SignedIn, optedIn: boolean) => {
    const headers = { authorization: who.authorization }
    const response = await ctx.app.inject({ method: 'PUT', url: CUSTOMER_OFFERS_PATH, headers, payload: { optedIn } })
    expect(response.statusCode, response.body).toBe(200)
    expect((await ctx.app.inject({ url: CUSTOMER_OFFERS_PATH, headers })).json()).toEqual({ optedIn })
  }
  const device = (who: SignedIn) => customerDevice(ctx.app, push, who.authorization)
  const offerMessages = async (who: SignedIn) => {
    const response = await ctx.app.inject({ url: GET_MESSAGES_PATH, headers: { authorization: who.authorization } })
    expect(response.statusCode, response.body).toBe(200)
    return (response.json().messages as { kind?: string }[]).filter((message) => message.kind === 'offer')
  }
  const opened = (who: SignedIn, offerId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: CUSTOMER_OFFER_OPENED_PATH,
      headers: { authorization: who.authorization },
      payload: { offerId },
    })

  it('refuses a bad offer with the field path, and answers each owner for their own shop only', async () => {
    const empty = await send({ text: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors.map((error: { path: string }) => error.path)).toEqual(['body.text'])
    const wrong = await send({
      text: 'Diwali sale',
      itemId: 'nope',
      code: 'NOCODE',
      photo: 'https://evil.example/x.png',
    })
    expect(wrong.json().errors.map((error: { path: string }) => error.path)).toEqual([
      'body.photo',
      'body.itemId',
      'body.code',
    ])
    expect((await send({ text: 42 })).json().errors[0].path).toBe('body.text')
    expect(await offers()).toEqual({ offers: [], optedIn: 0, nextOfferAt: null })
  })

  it('sends each opted-in customer the offer, once a week; counts received, opened, ordered', async () => {
    const asha = customer()
    const ravi = customer() // never opts in
    const meena = customer() // opts in, then unsubscribes
    const kiran = customer() // opted in, no device: the chat message alone
    const [ashaDevice, raviDevice, meenaDevice] = [
      await device(asha.who),
      await device(ravi.who),
      await device(meena.who),
    ]
    for (const who of [asha, meena, kiran]) await choose(who.who, true)
    await choose(meena.who, false)
    expect((await offers()).optedIn).toBe(2)

    const sent = await send({ text: 'Diwali: 10% off all sweets', itemId: ids['ghevar'] })
    expect(sent.statusCode, sent.body).toBe(200)
    const answer = sent.json() as OwnerOffersResponse
    expect(answer.offers).toEqual([
      expect.objectContaining({
        text: 'Diwali: 10% off all sweets',
        itemName: 'Jaipuri Ghevar',
        received: 2,
        opened: 0,
      }),
    ])
    const offerId = answer.offers[0]!.id
    await allDelivered(ctx.database.db)
    expect(await push.messages(ashaDevice)).toEqual([
      {
        title: expect.stringContaining('An offer from'),
        body: 'Diwali: 10% off all sweets',
        tag: `offer:${offerId}`,
        url: `/?chat=open&offer=${offerId}`,
        silent: false,
      },
    ])
    expect(await push.messages(raviDevice)).toEqual([])
    expect(await push.messages(meenaDevice)).toEqual([])
    const [card] = await offerMessages(kiran.who)
    expect(card).toMatchObject({
      message: 'Diwali: 10% off all sweets',
      sender: 'system',
      offer: {
        offerId,
        photo: null,
        code: null,
        item: { name: 'Jaipuri Ghevar', path: expect.stringContaining('/products/') },
      },
    })
    expect(await offerMessages(ravi.who)).toEqual([])
    expect(await offerMessages(meena.who)).toEqual([])

    // The weekly limit, with when the next may go; another site is not held back by it.
    const again = await send({ text: 'One more' })
    expect(again.statusCode).toBe(429)
    expect(again.json().code).toBe('OFFER_LIMIT')
    const next = new Date((await offers()).nextOfferAt!)
    expect(next.getTime() - new Date(answer.offers[0]!.sentAt).getTime()).toBe(7 * 24 * 60 * 60 * 1000)
    expect(await offers(ACME_OWNER_KEY)).toEqual({ offers: [], optedIn: 0, nextOfferAt: null })
    expect((await send({ text: 'Acme sale' }, ACME_OWNER_KEY)).statusCode).toBe(200)

    // Opened: the card was on the customer's screen (twice counts once); not a customer it did not reach.
    expect((await opened(kiran.who, offerId)).statusCode).toBe(200)
    expect((await opened(kiran.who, offerId)).statusCode).toBe(200)
    expect((await opened(ravi.who, offerId)).statusCode).toBe(404)
    const acmeOffer = (await offers(ACME_OWNER_KEY)).offers[0]!.id
    expect((await opened(asha.who, acmeOffer)).statusCode).toBe(404)
    // Ordered: a recipient's order within 7 days after it; a non-recipient's order does not count.
    await calls.created(asha.who, [masala()], { address: asha.home })
    await calls.created(ravi.who, [masala()], { address: ravi.home })
    expect((await offers()).offers[0]).toMatchObject({ received: 2, opened: 1, ordered: 1 })

    // A week on, the next offer may go: to those opted in then.
    await sql`update offers set sent_at = sent_at - interval '7 days'`.execute(ctx.app.db)
    expect((await offers()).nextOfferAt).toBeNull()
    await choose(kiran.who, false)
    // Two sends at once (two phones of the shop): one goes, the other is held to the week.
    const [first, other] = await Promise.all([send({ text: 'Weekend thali' }), send({ text: 'Weekend thali' })])
    expect([first.statusCode, other.statusCode].toSorted()).toEqual([200, 429])
    const second = first.statusCode === 200 ? first : other
    expect((second.json() as OwnerOffersResponse).offers[0]).toMatchObject({ text: 'Weekend thali', received: 1 })
  })
})

import { afterAll, beforeAll, expect, it } from 'vitest'
import { OWNER_CONVERSATIONS_PATH, type Conversation } from '../../../contract/owner-inbox.js'
import {
  OWNER_CONVERSATION_ASSIGN_PATH,
  OWNER_CONVERSATION_LABEL_PATH,
  OWNER_LABEL_DELETE_PATH,
  OWNER_LABEL_SAVE_PATH,
  OWNER_LABEL_SOCKET_EVENTS,
  OWNER_LABELS_PATH,
  type OwnerLabel,
} from '../../../contract/owner-labels.js'
import { ACME_OWNER_KEY, DEMO_OWNER_KEY, describeWithApp, TWO_OWNERS_ENV } from '../../test/app.js'
import { addSite } from '../../test/sites.js'
import { signIn, type SignedIn } from '../auth/test-helpers.js'
import { addDemoOwner, connectOwner, type OwnerSignedIn, type OwnerSocket } from '../owner-auth/test-helpers.js'
import { listenLocally, settle } from '../realtime/socket-test-client.js'

type Headers = Record<string, string>
const byKey = (key: string): Headers => ({ authorization: `Bearer ${key}` })

describeWithApp('labels and assignment', { env: TWO_OWNERS_ENV }, (ctx) => {
  let asha: SignedIn
  let ravi: SignedIn
  let meera: OwnerSignedIn
  let kabir: OwnerSignedIn
  let kabirSocket: OwnerSocket
  let acmeOwnerId: string
  const demo = byKey(DEMO_OWNER_KEY)
  const acme = byKey(ACME_OWNER_KEY)

  const post = (url: string, payload: Record<string, unknown>, headers: Headers = demo) =>
    ctx.app.inject({ method: 'POST', url, payload, headers })
  const save = (payload: Record<string, unknown>, headers: Headers = demo) =>
    post(OWNER_LABEL_SAVE_PATH, payload, headers)
  const label = (customerId: string, labelId: string, on = true, headers: Headers = demo) =>
    post(OWNER_CONVERSATION_LABEL_PATH, { customerId, labelId, on }, headers)
  const assign = (customerId: string, ownerId: string | null, headers: Headers = demo) =>
    post(OWNER_CONVERSATION_ASSIGN_PATH, { customerId, ownerId }, headers)
  const list = async (query: Record<string, string> = {}, headers: Headers = demo) => {
    const answer = await ctx.app.inject({ url: OWNER_CONVERSATIONS_PATH, query, headers })
    expect(answer.statusCode).toBe(200)
    return answer.json<{ conversations: Conversation[] }>().conversations
  }
  const row = async (customerId: string) => (await list()).find((each) => each.customerId === customerId)!
  const heard = async (event: string, match: (payload: Record<string, unknown>) => boolean) => {
    for (let tries = 0; tries < 100; tries++) {
      const found = kabirSocket.events.find((each) => each.event === event && match(each.payload as never))
      if (found) return found.payload
      await settle(30)
    }
    throw new Error(`${event} never came`)
  }

  beforeAll(async () => {
    const acmeId = await addSite(ctx.database.db, 'acme')
    const acmeOwner = await ctx.app.db
      .insertInto('siteOwners')
      .values({ siteId: acmeId, countryCode: '+91', phoneNumber: '9811100001', name: 'Acme' })
      .returning('id')
      .executeTakeFirstOrThrow()
    acmeOwnerId = acmeOwner.id
    const baseUrl = await listenLocally(ctx.app)
    asha = await signIn(ctx.app, 1)
    ravi = await signIn(ctx.app, 2)
    meera = await addDemoOwner(ctx.app, 31, 'Meera')
    kabir = await addDemoOwner(ctx.app, 32, 'Kabir')
    kabirSocket = await connectOwner(baseUrl, kabir.headers)
  })
  afterAll(() => kabirSocket?.socket.close())

  it("keeps the owners' labels: a name once per shop whatever its case, a colour of the palette", async () => {
    const made = await save({ name: '  Cake   quote ', colour: 'pink' })
    expect(made.statusCode).toBe(200)
    const cake = made.json<{ label: OwnerLabel }>().label
    expect(cake).toMatchObject({ name: 'Cake quote', colour: 'pink' })
    const twin = await save({ name: 'CAKE QUOTE', colour: 'blue' })
    expect(twin.statusCode).toBe(409)
    expect(twin.json().errors[0].path).toBe('body.name')
    const badColour = await save({ name: 'Wholesale', colour: 'mauve' })
    expect(badColour.statusCode).toBe(400)
    expect(badColour.json().errors[0].path).toBe('body.colour')
    expect((await save({ name: '', colour: 'red' })).json().errors[0].path).toBe('body.name')
    await heard(OWNER_LABEL_SOCKET_EVENTS.labels, () => true)

    const renamed = await save({ _id: cake._id, name: 'Cake order', colour: 'red' })
    expect(renamed.json<{ label: OwnerLabel }>().label).toEqual({ _id: cake._id, name: 'Cake order', colour: 'red' })
    await save({ name: 'Wholesale', colour: 'yellow' })
    const labels = (await ctx.app.inject({ url: OWNER_LABELS_PATH, headers: demo })).json<{ labels: OwnerLabel[] }>()
    expect(labels.labels.map((each) => each.name)).toEqual(['Cake order', 'Wholesale'])
  })

  it('puts labels on a conversation, shows them in the list, finds it by one, and tells the other owners', async () => {
    const [cake, wholesale] = (await ctx.app.inject({ url: OWNER_LABELS_PATH, headers: demo })).json<{
      labels: OwnerLabel[]
    }>().labels
    expect((await label(asha.customerId, wholesale!._id)).json().labelIds).toEqual([wholesale!._id])
    const both = await label(asha.customerId, 'paid', true, meera.headers)
    // The product's labels come first.
    expect(both.json().labelIds).toEqual(['paid', wholesale!._id])
    expect(
      await heard(OWNER_LABEL_SOCKET_EVENTS.conversationLabels, (each) => each.customerId === asha.customerId),
    ).toBeDefined()
    await heard(OWNER_LABEL_SOCKET_EVENTS.conversationLabels, (each) => (each.labelIds as string[]).length === 2)
    expect((await row(asha.customerId)).labelIds).toEqual(['paid', wholesale!._id])
    expect((await row(ravi.customerId)).labelIds).toEqual([])

    const found = await list({ label: wholesale!._id })
    expect(found.map((each) => each.customerId)).toEqual([asha.customerId])
    expect(await list({ label: cake!._id })).toEqual([])
    expect((await label(asha.customerId, 'paid', false)).json().labelIds).toEqual([wholesale!._id])

    // A deleted label comes off every conversation.
    expect((await post(OWNER_LABEL_DELETE_PATH, { _id: wholesale!._id })).statusCode).toBe(200)
    expect((await row(asha.customerId)).labelIds).toEqual([])
    expect((await label(asha.customerId, 'not-a-label')).statusCode).toBe(404)
  })

  it("answers 404 to another shop's owner for every label and assignment call, and refuses its label", async () => {
    const { label: mine } = (await save({ name: 'Regular', colour: 'green' })).json<{ label: OwnerLabel }>()
    const { label: theirs } = (await save({ name: 'Theirs', colour: 'grey' }, acme)).json<{ label: OwnerLabel }>()
    expect((await label(asha.customerId, mine._id, true, acme)).statusCode).toBe(404)
    expect((await assign(asha.customerId, null, acme)).statusCode).toBe(404)
    expect((await save({ _id: mine._id, name: 'Stolen', colour: 'red' }, acme)).statusCode).toBe(404)
    expect((await post(OWNER_LABEL_DELETE_PATH, { _id: mine._id }, acme)).statusCode).toBe(404)
    const acmeLabels = (await ctx.app.inject({ url: OWNER_LABELS_PATH, headers: acme })).json<{
      labels: OwnerLabel[]
    }>()
    expect(acmeLabels.labels.map((each) => each.name)).toEqual(['Theirs'])
    // Demo's owner cannot put Acme's label on a conversation, nor give one to Acme's owner.
    expect((await label(asha.customerId, theirs._id)).statusCode).toBe(404)
    expect((await assign(asha.customerId, acmeOwnerId)).statusCode).toBe(404)
    expect((await row(asha.customerId)).assignedTo).toBeNull()
    const anonymous = await ctx.app.inject({ method: 'POST', url: OWNER_LABEL_SAVE_PATH, payload: { name: 'x' } })
    expect(anonymous.statusCode).toBe(401)
  })

  it("gives a conversation to one of the shop's owners: Mine and Unassigned, live for the others", async () => {
    const kabirId = kabir.body.owner.id
    const given = await assign(ravi.customerId, kabirId, meera.headers)
    expect(given.json()).toEqual({ message: 'success', assignedTo: kabirId })
    await heard(
      OWNER_LABEL_SOCKET_EVENTS.assignment,
      (each) => each.customerId === ravi.customerId && each.assignedTo === kabirId,
    )
    expect((await row(ravi.customerId)).assignedTo).toBe(kabirId)
    const kabirsMine = await list({ assigned: 'mine' }, kabir.headers)
    expect(kabirsMine.map((each) => each.customerId)).toEqual([ravi.customerId])
    expect(await list({ assigned: 'mine' }, meera.headers)).toEqual([])
    // The owner key is nobody: nothing is theirs.
    expect(await list({ assigned: 'mine' })).toEqual([])
    const unassigned = (await list({ assigned: 'unassigned' })).map((each) => each.customerId)
    expect(unassigned).toContain(asha.customerId)
    expect(unassigned).not.toContain(ravi.customerId)

    expect((await assign(ravi.customerId, null, kabir.headers)).statusCode).toBe(200)
    expect(await list({ assigned: 'mine' }, kabir.headers)).toEqual([])
    const bad = await assign(ravi.customerId, 'no-such-owner')
    expect(bad.statusCode).toBe(404)
    const badBody = await post(OWNER_CONVERSATION_ASSIGN_PATH, { customerId: ravi.customerId })
    expect(badBody.json().errors[0].path).toBe('body.ownerId')
  })
})

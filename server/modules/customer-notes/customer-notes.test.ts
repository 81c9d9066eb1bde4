import { beforeAll, expect, it } from 'vitest'
import { GET_MESSAGES_PATH } from '../../../contract/chat.js'
import {
  OWNER_CUSTOMER_NOTE_ADD_PATH,
  OWNER_CUSTOMER_NOTE_DELETE_PATH,
  OWNER_CUSTOMER_NOTES_PATH,
  type CustomerNote,
} from '../../../contract/owner-customer-notes.js'
import { ACME_OWNER_KEY, DEMO_OWNER_KEY, describeWithApp, TWO_OWNERS_ENV } from '../../test/app.js'
import { addSite } from '../../test/sites.js'
import { signIn, type SignedIn } from '../auth/test-helpers.js'

const owner = (key: string) => ({ authorization: `Bearer ${key}` })

describeWithApp('customer notes', { env: TWO_OWNERS_ENV }, (ctx) => {
  let customer: SignedIn
  beforeAll(async () => {
    await addSite(ctx.database.db, 'acme')
    await ctx.app.ready()
    customer = await signIn(ctx.app, 7)
  })
  const add = (text: string, key = DEMO_OWNER_KEY, customerId = customer.customerId) =>
    ctx.app.inject({
      method: 'POST',
      url: OWNER_CUSTOMER_NOTE_ADD_PATH,
      headers: owner(key),
      payload: { customerId, text },
    })
  const list = (key = DEMO_OWNER_KEY) =>
    ctx.app.inject({ url: `${OWNER_CUSTOMER_NOTES_PATH}?customerId=${customer.customerId}`, headers: owner(key) })

  it('keeps an owner note with who wrote it and when, newest first; the customer never gets it', async () => {
    expect((await add('Prefers delivery after 6 pm')).statusCode).toBe(200)
    const second = await add('  Asked for a cake quote  ')
    const note = second.json<{ note: CustomerNote }>().note
    expect(note).toMatchObject({ text: 'Asked for a cake quote', author: 'Owner key' })
    expect(Date.parse(note.createdAt)).toBeGreaterThan(Date.now() - 60_000)
    const notes = (await list()).json<{ notes: CustomerNote[] }>().notes
    expect(notes.map((each) => each.text)).toEqual(['Asked for a cake quote', 'Prefers delivery after 6 pm'])
    // Nothing the customer's widget reads holds it.
    const messages = await ctx.app.inject({
      url: `${GET_MESSAGES_PATH}?customerId=${customer.customerId}`,
      headers: { authorization: customer.authorization },
    })
    expect(messages.statusCode).toBe(200)
    expect(messages.body).not.toContain('cake quote')

    const deleted = await ctx.app.inject({
      method: 'POST',
      url: OWNER_CUSTOMER_NOTE_DELETE_PATH,
      headers: owner(DEMO_OWNER_KEY),
      payload: { _id: note._id },
    })
    expect(deleted.statusCode).toBe(200)
    expect((await list()).json<{ notes: CustomerNote[] }>().notes).toHaveLength(1)
  })

  it("answers 404 to another shop's owner: neither its notes nor a new one, nor a delete", async () => {
    expect((await list(ACME_OWNER_KEY)).statusCode).toBe(404)
    expect((await add('Not mine', ACME_OWNER_KEY)).statusCode).toBe(404)
    const [mine] = (await list()).json<{ notes: CustomerNote[] }>().notes
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: OWNER_CUSTOMER_NOTE_DELETE_PATH,
      headers: owner(ACME_OWNER_KEY),
      payload: { _id: mine!._id },
    })
    expect(stolen.statusCode).toBe(404)
    expect((await list()).json<{ notes: CustomerNote[] }>().notes).toHaveLength(1)
  })

  it('refuses an empty note with its field path, and a caller with no owner session', async () => {
    const empty = await add('   ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors[0].path).toBe('body.text')
    const anonymous = await ctx.app.inject({ url: `${OWNER_CUSTOMER_NOTES_PATH}?customerId=${customer.customerId}` })
    expect(anonymous.statusCode).toBe(401)
  })
})

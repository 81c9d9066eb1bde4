import { beforeAll, describe, expect, it } from 'vitest'
import {
  OWNER_QUICK_REPLIES_PATH,
  OWNER_QUICK_REPLY_DELETE_PATH,
  OWNER_QUICK_REPLY_SAVE_PATH,
  type OwnerQuickRepliesResponse,
  type QuickReply,
} from '../../../contract/owner-quick-replies.js'
import { DEFAULT_HOURS } from '../../../contract/settings.js'
import { json } from '../../db/schema.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { addSite } from '../../test/sites.js'
import { errorPaths } from '../../test/answers.js'

const DEMO_KEY = 'demo-owner-key-quick-replies-0123456789'
const ACME_KEY = 'acme-owner-key-quick-replies-0123456789'
const GLOW_KEY = 'glow-owner-key-quick-replies-0123456789'
const owner = (key: string, language = 'en') => ({ authorization: `Bearer ${key}`, 'accept-language': language })

describe.each(testDatabases)('quick replies on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY},glow:${GLOW_KEY}` } })
  beforeAll(async () => {
    await addSite(ctx.database.db, 'acme')
    await ctx.app.ready()
  })
  const list = async (key = DEMO_KEY, language = 'en') => {
    const response = await ctx.app.inject({ url: OWNER_QUICK_REPLIES_PATH, headers: owner(key, language) })
    expect(response.statusCode).toBe(200)
    return response.json<OwnerQuickRepliesResponse>()
  }
  const save = (payload: object, key = DEMO_KEY) =>
    ctx.app.inject({ method: 'POST', url: OWNER_QUICK_REPLY_SAVE_PATH, headers: owner(key), payload })

  it("gives a shop the starter replies once, in the owner's language, with the shop's UPI id", async () => {
    const first = await list(ACME_KEY, 'hi')
    // Acme has not said its kind of business: every shop's replies, and delivery.
    expect(first.quickReplies.map((reply) => reply.shortcut)).toEqual(['delivery', 'hello', 'hours', 'pay', 'thanks'])
    expect(first.quickReplies.find((reply) => reply.shortcut === 'hello')!.text).toMatch(/^नमस्ते \{name\}!/)
    expect(first.upiId).toBeNull()
    expect(first.hours).toBeNull()
    for (const reply of first.quickReplies)
      await ctx.app.inject({
        method: 'POST',
        url: OWNER_QUICK_REPLY_DELETE_PATH,
        headers: owner(ACME_KEY),
        payload: { _id: reply._id },
      })
    // Deleted, they stay deleted.
    expect((await list(ACME_KEY)).quickReplies).toEqual([])
    expect((await list(DEMO_KEY)).upiId).toBe('kesarkitchen@upi')
  })

  it("gives a salon its kind's replies, and fills {hours} from the owner's hours in their language", async () => {
    const hours = { ...DEFAULT_HOURS, hoursEnabled: true }
    await addSite(ctx.database.db, 'glow', { businessKind: 'salon', businessSettings: json({ hours }) })
    const salon = await list(GLOW_KEY)
    expect(salon.quickReplies.map((reply) => reply.shortcut)).toEqual(['book', 'hello', 'hours', 'pay', 'thanks'])
    expect(salon.quickReplies.find((reply) => reply.shortcut === 'hours')!.text).toMatch(/^We are open \{hours\}\./)
    expect(salon.hours).toBe('Mon–Sat 9:00 am–6:00 pm')
    expect((await list(GLOW_KEY, 'mr')).hours).toMatch(/^सोम–शनि/)
  })

  it('adds, changes and deletes a reply; a shortcut is one per shop, written as typed after the slash', async () => {
    const added = await save({ shortcut: '/Price-List', text: '  Masala ₹120 for 100 g.  ' })
    expect(added.statusCode).toBe(200)
    const reply = added.json<{ quickReply: QuickReply }>().quickReply
    expect(reply).toMatchObject({ shortcut: 'price-list', text: 'Masala ₹120 for 100 g.' })

    const again = await save({ shortcut: 'price-list', text: 'Another' })
    expect(again.statusCode).toBe(409)
    expect(again.json().errors).toEqual([{ path: 'body.shortcut', message: expect.stringContaining('/price-list') }])
    // Another shop may have the same shortcut.
    expect((await save({ shortcut: 'price-list', text: 'Acme prices' }, ACME_KEY)).statusCode).toBe(200)

    const changed = await save({ _id: reply._id, shortcut: 'prices', text: 'Masala ₹125 for 100 g.' })
    expect(changed.json<{ quickReply: QuickReply }>().quickReply).toEqual({
      _id: reply._id,
      shortcut: 'prices',
      text: 'Masala ₹125 for 100 g.',
    })
    expect((await list()).quickReplies.filter((each) => each._id === reply._id)).toHaveLength(1)
    const removed = await ctx.app.inject({
      method: 'POST',
      url: OWNER_QUICK_REPLY_DELETE_PATH,
      headers: owner(DEMO_KEY),
      payload: { _id: reply._id },
    })
    expect(removed.statusCode).toBe(200)
    expect((await list()).quickReplies.some((each) => each._id === reply._id)).toBe(false)
  })

  it("answers 404 for another shop's reply, changing or deleting it, and leaves it as it was", async () => {
    const acme = (await save({ shortcut: 'acme-only', text: 'Acme' }, ACME_KEY)).json<{ quickReply: QuickReply }>()
    const id = acme.quickReply._id
    expect((await save({ _id: id, shortcut: 'stolen', text: 'Demo' })).statusCode).toBe(404)
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: OWNER_QUICK_REPLY_DELETE_PATH,
      headers: owner(DEMO_KEY),
      payload: { _id: id },
    })
    expect(deleted.statusCode).toBe(404)
    expect((await list(ACME_KEY)).quickReplies).toContainEqual({ _id: id, shortcut: 'acme-only', text: 'Acme' })
  })

  it('refuses a bad shortcut or an empty text with the field path, and a caller with no owner session', async () => {
    const bad = await save({ shortcut: 'no spaces', text: '   ' })
    expect(bad.statusCode).toBe(400)
    expect(errorPaths(bad).sort()).toEqual(['body.shortcut', 'body.text'])
    const anonymous = await ctx.app.inject({ url: OWNER_QUICK_REPLIES_PATH })
    expect(anonymous.statusCode).toBe(401)
  })
})

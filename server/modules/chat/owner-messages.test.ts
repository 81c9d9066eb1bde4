import { beforeAll, describe, expect, it } from 'vitest'
import { GET_MESSAGES_PATH, OWNER_MESSAGES_PATH, type ChatMessage } from '../../../contract/chat.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { isOwnUploadUrl } from './message-rules.js'
import { addSite } from '../../test/sites.js'

const DEMO_KEY = 'demo-owner-key-0123456789'
const ACME_KEY = 'acme-owner-key-0123456789'

describe("an owner's media URL with uploads in an S3 bucket", () => {
  it('is one of the bucket URLs of the site, nothing else', () => {
    const base = 'https://cdn.example/site-1/'
    expect(isOwnUploadUrl('https://cdn.example/site-1/chat-widget/images/x.png', base, 'demo.localhost')).toBe(true)
    for (const other of [
      'https://cdn.example/site-2/x.png',
      'http://cdn.example/site-1/x.png',
      'https://cdn.example.evil/site-1/x.png',
      '/uploads/site-1/x.png',
      'https://cdn.example/site-1/../site-2/x.png',
    ]) {
      expect(isOwnUploadUrl(other, base, 'demo.localhost'), other).toBe(false)
    }
  })
})

describe.each(testDatabases)('owner replies on $name', (kind) => {
  let alice: SignedIn
  const reply = (payload: Record<string, unknown>, key = DEMO_KEY) =>
    ctx.app.inject({
      method: 'POST',
      url: OWNER_MESSAGES_PATH,
      headers: key ? { authorization: `Bearer ${key}` } : {},
      payload,
    })
  const texts = async () => {
    const response = await ctx.app.inject({ url: GET_MESSAGES_PATH, headers: { authorization: alice.authorization } })
    return (response.json().messages as ChatMessage[]).map((message) => message.message)
  }

  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}` } })
  beforeAll(async () => {
    await addSite(ctx.database.db)
    alice = await signIn(ctx.app, 1)
  })

  it('stores a system message from the site that the customer then reads', async () => {
    const response = await reply({ customerId: alice.customerId, message: 'Yes, back in stock!' })
    expect(response.statusCode).toBe(200)
    const siteId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
    expect(response.json()).toMatchObject({
      message: 'success',
      newMessage: {
        sender: 'system',
        senderId: siteId,
        clientId: siteId,
        type: 'text',
        message: 'Yes, back in stock!',
      },
    })
    expect(await texts()).toContain('Yes, back in stock!')
  })

  it('allows component messages; keeps messageView messages from other account types', async () => {
    expect(
      (await reply({ customerId: alice.customerId, message: '<p>Order <b>ORD-1</b></p>', type: 'component' }))
        .statusCode,
    ).toBe(200)
    expect((await reply({ customerId: alice.customerId, message: 'staff note', messageView: 'user' })).statusCode).toBe(
      200,
    )
    const seen = await texts()
    expect(seen).toContain('<p>Order <b>ORD-1</b></p>')
    expect(seen).not.toContain('staff note')
  })

  it("takes an image, file, audio or video message only when it points at one of the site's own uploads", async () => {
    const siteId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
    const acmeId = (await ctx.app.tenancy.siteBySubdomain('acme'))!.id
    const own = `/uploads/${siteId}/chat-widget/images/2026/11/0f0e/menu.png`
    const send = (message: string, type = 'image') =>
      ctx.app.inject({
        method: 'POST',
        url: OWNER_MESSAGES_PATH,
        headers: { authorization: `Bearer ${DEMO_KEY}`, host: 'demo.localhost' },
        payload: { customerId: alice.customerId, type, message },
      })
    for (const type of ['image', 'file', 'audio', 'video']) expect((await send(own, type)).statusCode, type).toBe(200)
    expect((await send(`http://demo.localhost${own}`)).statusCode).toBe(200)
    for (const bad of [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      'http://evil.example/x.png',
      'https://evil.example/x.png',
      `https://evil.example${own}`,
      `//evil.example${own}`,
      `/uploads/${acmeId}/chat-widget/images/x.png`,
      `/uploads/${siteId}/../${acmeId}/x.png`,
      `/uploads/${siteId}/`,
      `/uploads/${siteId}/\t/x.png`,
      `/\t/evil.example${own}`,
      '/chat',
    ]) {
      const refused = await send(bad, 'file')
      expect(refused.statusCode, bad).toBe(400)
      expect(refused.json().errors).toEqual([{ path: 'body.message', message: expect.any(String) }])
    }
    expect(await texts()).not.toContain('javascript:alert(1)')
  })

  it("is authorised only for the owner's own site", async () => {
    const other = await reply({ customerId: alice.customerId, message: 'hello from acme' }, ACME_KEY)
    expect([other.statusCode, other.json().message]).toEqual([404, 'Customer not found'])
    expect((await reply({ customerId: alice.customerId, message: 'x' }, '')).statusCode).toBe(401)
    expect((await reply({ customerId: alice.customerId, message: 'x' }, 'wrong-key-0123456789')).statusCode).toBe(401)
    expect(await texts()).not.toContain('hello from acme')
  })

  it('refuses an empty message or a bad body with its path', async () => {
    const empty = await reply({ customerId: alice.customerId, message: '  ' })
    expect([empty.statusCode, empty.json().errors[0].path]).toEqual([400, 'body.message'])
    const bad = await reply({ customerId: alice.customerId, message: 'x', type: 'sticker' })
    expect([bad.statusCode, bad.json().errors[0].path]).toEqual([400, 'body.type'])
  })
})

import { describe, expect, it } from 'vitest'
import { OWNER_MESSAGES_PATH } from '../../../contract/chat.js'
import { OWNER_ORDERS_PATH } from '../../../contract/orders.js'
import { OWNER_PREVIEW_LINK_PATH } from '../../../contract/owner.js'
import { OWNER_LOGOUT_PATH, OWNER_ME_PATH } from '../../../contract/owner-auth.js'
import { testDatabases } from '../../test/databases.js'
import { forgetCodeRequests } from '../auth/test-helpers.js'
import { ownerSignIn } from './test-helpers.js'
import { ACME_CODE, ACME_OWNER, DEMO_KEY, ownerSignInSuite } from './sign-in-test-helpers.js'

/** Owner sessions: one site each, previews, same-origin changes, logout, expiry, removal, owner keys, OWNER_PHONES. */
describe.each(testDatabases)('owner sessions on $name', (kind) => {
  const { ctx, alice, signInOwner, signInTracked, post, get, ownerCookie, sessionRow, sessionIdOf } =
    ownerSignInSuite(kind)

  it('keeps each owner to their own site', async () => {
    const acme = await signInOwner({ host: 'acme.localhost', phone: ACME_OWNER, code: ACME_CODE })
    expect(acme.body.site).toMatchObject({ subdomain: 'acme', name: 'acme' })
    // Acme's cookie on demo's host (were a browser to send it) signs nobody in.
    const crossed = { ...acme.headers, host: 'demo.localhost', origin: 'http://demo.localhost' }
    const me = await get(OWNER_ME_PATH, crossed)
    expect([me.statusCode, me.json().code]).toEqual([401, 'TOKEN_INVALID'])
    expect((await get(OWNER_ORDERS_PATH, crossed)).statusCode).toBe(401)
    expect(
      (await post(OWNER_MESSAGES_PATH, crossed, { customerId: alice().customerId, message: 'from acme' })).statusCode,
    ).toBe(401)
    // On its own host, demo's customers are not acme's.
    const reply = await post(OWNER_MESSAGES_PATH, acme.headers, {
      customerId: alice().customerId,
      message: 'from acme',
    })
    expect([reply.statusCode, reply.json().code]).toEqual([404, 'NOT_FOUND'])
    // Demo's owner is no owner of acme.
    await forgetCodeRequests(ctx.database.db)
    await expect(ownerSignIn(ctx.app, { host: 'acme.localhost' })).rejects.toThrow(/owner verify failed: 400/)
    // The session still works where it belongs.
    expect((await get(OWNER_ME_PATH, acme.headers)).statusCode).toBe(200)
  })

  it('gives a working preview link to a cookie-signed-in owner of a site without an owner key', async () => {
    const acme = await signInOwner({ host: 'acme.localhost', phone: ACME_OWNER, code: ACME_CODE })
    const link = await post(OWNER_PREVIEW_LINK_PATH, acme.headers, {})
    expect(link.statusCode).toBe(200)
    const url = new URL(link.json().url)
    expect(url.host).toBe('acme.localhost')
    const preview = await get(`${url.pathname}${url.search}`, { host: 'acme.localhost' })
    expect(preview.body).toContain('"route":"preview"')
    // The same token is no preview of another site.
    const elsewhere = await get(`${url.pathname}${url.search}`, { host: 'demo.localhost' })
    expect(elsewhere.body).not.toContain('"route":"preview"')
  })

  it('refuses a cookie call that changes something unless it comes from a page of the same host', async () => {
    const owner = await signInOwner()
    const payload = { customerId: alice().customerId, message: 'csrf?' }
    const { cookie } = owner.headers
    const refused: Record<string, string>[] = [
      { host: 'demo.localhost', cookie, origin: 'http://evil.example' },
      { host: 'demo.localhost', cookie, origin: 'http://acme.localhost' },
      { host: 'demo.localhost', cookie, origin: 'null' },
      { host: 'demo.localhost', cookie },
      { host: 'demo.localhost', cookie, 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of refused) {
      const response = await post(OWNER_MESSAGES_PATH, headers, payload)
      expect([response.statusCode, response.json().code]).toEqual([403, 'FORBIDDEN'])
    }
    const logout = await post(OWNER_LOGOUT_PATH, { host: 'demo.localhost', cookie, origin: 'http://evil.example' })
    expect(logout.statusCode).toBe(403)
    // A browser's same-origin request without Origin says so in Sec-Fetch-Site.
    expect(
      (await post(OWNER_MESSAGES_PATH, { host: 'demo.localhost', cookie, 'sec-fetch-site': 'same-origin' }, payload))
        .statusCode,
    ).toBe(200)
    expect((await get(OWNER_ME_PATH, { host: 'demo.localhost', cookie })).statusCode).toBe(200)
  })

  it('ends the session at logout: the cookie is dropped and refused from then on', async () => {
    const owner = await signInOwner()
    const logout = await post(OWNER_LOGOUT_PATH, owner.headers)
    expect([logout.statusCode, logout.json()]).toEqual([200, { message: 'success' }])
    expect(ownerCookie(logout)).toMatchObject({ value: '', path: '/' })
    const me = await get(OWNER_ME_PATH, owner.headers)
    expect([me.statusCode, me.json().code]).toEqual([401, 'TOKEN_INVALID'])
    const orders = await get(OWNER_ORDERS_PATH, owner.headers)
    expect([orders.statusCode, orders.json().code]).toEqual([401, 'TOKEN_INVALID'])
    // Logging out again, or without a cookie, is fine.
    expect((await post(OWNER_LOGOUT_PATH, owner.headers)).statusCode).toBe(200)
    expect((await post(OWNER_LOGOUT_PATH, { host: 'demo.localhost' })).statusCode).toBe(200)
  })

  it('refuses an expired session with TOKEN_EXPIRED, and a revoked or deleted one with TOKEN_INVALID', async () => {
    const expired = await signInTracked()
    await ctx.database.db
      .updateTable('ownerSessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', sessionIdOf(expired))
      .execute()
    const late = await get(OWNER_ORDERS_PATH, expired.headers)
    expect([late.statusCode, late.json().code]).toEqual([401, 'TOKEN_EXPIRED'])
    expect(ownerCookie(late)?.value).toBe('')
    expect((await get(OWNER_ME_PATH, expired.headers)).json().code).toBe('TOKEN_EXPIRED')

    const revoked = await signInTracked()
    expect((await get(OWNER_ME_PATH, revoked.headers)).statusCode).toBe(200)
    await ctx.database.db
      .updateTable('ownerSessions')
      .set({ revokedAt: new Date() })
      .where('id', '=', sessionIdOf(revoked))
      .execute()
    expect((await get(OWNER_ORDERS_PATH, revoked.headers)).json().code).toBe('TOKEN_INVALID')

    const deleted = await signInTracked()
    await ctx.database.db.deleteFrom('ownerSessions').where('id', '=', sessionIdOf(deleted)).execute()
    expect((await get(OWNER_ORDERS_PATH, deleted.headers)).json().code).toBe('TOKEN_INVALID')
  })

  it('ends the sessions of an owner who is removed', async () => {
    const owner = await signInTracked({ host: 'acme.localhost', phone: ACME_OWNER, code: ACME_CODE })
    expect((await sessionRow(owner)).lastUsedAt).not.toBeNull()
    await ctx.database.db.deleteFrom('siteOwners').where('id', '=', owner.body.owner.id).execute()
    const me = await get(OWNER_ME_PATH, owner.headers)
    expect([me.statusCode, me.json().code]).toEqual([401, 'TOKEN_INVALID'])
  })

  it('keeps the owner key working for automation', async () => {
    const orders = await get(OWNER_ORDERS_PATH, { host: 'demo.localhost', authorization: `Bearer ${DEMO_KEY}` })
    expect(orders.statusCode).toBe(200)
    const wrong = await get(OWNER_ORDERS_PATH, {
      host: 'demo.localhost',
      authorization: 'Bearer not-the-key-0123456789',
    })
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'TOKEN_INVALID'])
    // A key call needs no Origin: it carries no ambient credential.
    expect(
      (
        await post(
          OWNER_MESSAGES_PATH,
          { authorization: `Bearer ${DEMO_KEY}` },
          { customerId: alice().customerId, message: 'by key' },
        )
      ).statusCode,
    ).toBe(200)
  })

  it('adds the owners OWNER_PHONES names at start, skipping a site that does not exist', async () => {
    const rows = await ctx.database.db
      .selectFrom('siteOwners')
      .innerJoin('sites', 'sites.id', 'siteOwners.siteId')
      .select(['sites.subdomain', 'siteOwners.countryCode', 'siteOwners.phoneNumber'])
      .orderBy('siteOwners.phoneNumber')
      .execute()
    expect(rows).toEqual(
      expect.arrayContaining([
        { subdomain: 'demo', countryCode: '+91', phoneNumber: '9822222222' },
        { subdomain: 'demo', countryCode: '+91', phoneNumber: '9999988888' },
      ]),
    )
    expect(rows.some((row) => row.phoneNumber === '9833333333')).toBe(false)
  })
})

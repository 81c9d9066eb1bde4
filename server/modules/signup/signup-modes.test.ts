import { describe, expect, it } from 'vitest'
import { SIGNUP_SEND_OTP_PATH, SIGNUP_STATUS_PATH } from '../../../contract/signup.js'
import { loadConfig } from '../../config.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { TEST_NUMBERS_ENV, testPhone } from '../auth/test-helpers.js'
import { createInvite } from './invites.js'
import { createSite, FRONT_DOOR, newSite, signupTicket } from './test-helpers.js'

describe('SIGNUP and PLATFORM_HOST settings', () => {
  it('are open outside production and closed in it, on the bare SITE_DOMAIN unless PLATFORM_HOST says', () => {
    expect(loadConfig({}).signup).toEqual({ mode: 'open', platformHost: 'localhost' })
    expect(loadConfig({ NODE_ENV: 'production', SITE_DOMAIN: 'vitrine.in' }).signup).toEqual({
      mode: 'closed',
      platformHost: 'vitrine.in',
    })
    expect(loadConfig({ SIGNUP: 'Invite', PLATFORM_HOST: 'start.vitrine.in' }).signup).toEqual({
      mode: 'invite',
      platformHost: 'start.vitrine.in',
    })
    expect(() => loadConfig({ SIGNUP: 'maybe' })).toThrow(/SIGNUP must be open, invite or closed/)
    expect(() => loadConfig({ PLATFORM_HOST: 'not a host' })).toThrow(/PLATFORM_HOST/)
  })
})

describe.each(testDatabases)('SIGNUP modes on $name', (kind) => {
  describe('closed', () => {
    const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, SIGNUP: 'closed' } })

    it('says so, and sends no code', async () => {
      const status = await ctx.app.inject({ url: SIGNUP_STATUS_PATH, headers: FRONT_DOOR })
      expect(status.json().mode).toBe('closed')
      const send = await ctx.app.inject({
        method: 'POST',
        url: SIGNUP_SEND_OTP_PATH,
        headers: FRONT_DOOR,
        payload: testPhone(30),
      })
      expect([send.statusCode, send.json().code]).toEqual([403, 'SIGNUP_CLOSED'])
      expect(await ctx.database.db.selectFrom('otpChallenges').select('id').execute()).toEqual([])
    })
  })

  describe('invite, on its own PLATFORM_HOST', () => {
    const ctx = useTestApp(kind, {
      env: { ...TEST_NUMBERS_ENV, SIGNUP: 'invite', PLATFORM_HOST: 'localhost' },
    })

    it('makes a site only with an unused invite code, once per code', async () => {
      const ticket = await signupTicket(ctx.app, 31)
      const none = await createSite(ctx.app, ticket, newSite('invited-shop'))
      expect([none.statusCode, none.json().code]).toEqual([403, 'INVITE_REQUIRED'])
      const wrong = await createSite(ctx.app, ticket, newSite('invited-shop', { inviteCode: 'AAAA-BBBB-CCCC' }))
      expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'INVITE_INVALID'])
      // The refused sign-up left no site behind.
      const leftover = await ctx.database.db
        .selectFrom('sites')
        .select('id')
        .where('subdomain', '=', 'invited-shop')
        .execute()
      expect(leftover).toEqual([])

      const code = await createInvite(ctx.database.db, 'test')
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
      const typed = code.toLowerCase().replaceAll('-', ' ')
      expect((await createSite(ctx.app, ticket, newSite('invited-shop', { inviteCode: typed }))).statusCode).toBe(200)
      const reused = await createSite(ctx.app, ticket, newSite('invited-two', { inviteCode: code }))
      expect([reused.statusCode, reused.json().code]).toEqual([403, 'INVITE_INVALID'])
    })
  })
})

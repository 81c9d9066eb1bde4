import { describe, expect, it, vi } from 'vitest'
import { OWNER_SETTINGS_HOURS_PATH, OwnerSettingsResponse, type HoursBody } from '../../../contract/settings.js'
import { DEMO_OWNER } from '../../db/seed/demo-owner.js'
import { testDatabases } from '../../test/databases.js'
import { signIn } from '../auth/test-helpers.js'
import { answerOf } from '../../test/answers.js'
import { decode } from '../../../contract/decode.js'
import { ErrorResponse } from '../../../contract/errors.js'

/** Opening hours: their checks, the widget's away line and reply, signed-in-only presence, paused orders. */
import { settingsSuite } from './test-helpers.js'
import { sendMessage } from '../chat/test-helpers.js'

describe.each(testDatabases)('owner settings hours on $name', (kind) => {
  const { ctx, calls, read, post, paths, hoursOf, page } = settingsSuite(kind)

  it('refuses bad hours at their paths', async () => {
    const hours: HoursBody = {
      ...(await hoursOf()),
      timeZone: 'Mars/Olympus',
      week: { mon: [{ opens: '9:00', closes: '18:00' }], tue: [{ opens: '18:00', closes: '09:00' }] },
      holidays: ['2026-02-30', '2026-01-26'],
      awayMessage: 'x'.repeat(501),
    }
    expect(paths(await post(OWNER_SETTINGS_HOURS_PATH, hours))).toEqual([
      'body.awayMessage',
      'body.holidays.0',
      'body.timeZone',
      'body.week.mon.0.opens',
      'body.week.tue.0.closes',
    ])
  })

  it('names an unknown day in the path as text can carry it, so the answer stays well-formed', async () => {
    const hours = { ...(await hoursOf()), week: { 'fri\udcab': [] } } as unknown as HoursBody
    const answer = await post(OWNER_SETTINGS_HOURS_PATH, hours)
    expect(paths(answer)).toEqual(['body.week.fri\ufffd'])
    expect(decode(ErrorResponse, answer.json(), 'answer').ok).toBe(true)
  })

  it('outside the hours the widget says when replies come; a customer who writes gets the away message', async () => {
    // Closed every day but a one-minute opening at 23:59 (Asia/Kolkata): away now, whenever the test runs.
    const week = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ opens: '23:58', closes: '23:59' }]]),
    )
    const hours = { ...(await hoursOf()), hoursEnabled: true, week, awayMessage: 'Back soon' }
    const saved = await post(OWNER_SETTINGS_HOURS_PATH, hours)
    expect(saved.statusCode, saved.body).toBe(200)
    const { status } = answerOf(OwnerSettingsResponse, saved)
    expect(status.open).toBe(false)
    expect((await page()).installedWidgets.chatWidget.away).toBe(status.reopens)
    expect(status.reopens).toMatch(/^(\w{3} )?23:58$/)

    // A customer who writes now gets the away message once (a second message within hours does not repeat it).
    const who = await signIn(ctx.app, 32)
    const send = (message: string) => sendMessage(ctx.app, who, message, { headers: { host: 'demo.localhost' } })
    const awayReplies = () =>
      ctx.app.db
        .selectFrom('messages')
        .select('id')
        .where('customerId', '=', who.customerId)
        .where('sender', '=', 'system')
        .where('message', '=', 'Back soon')
        .execute()
    expect((await send('Is the chai masala in stock?')).statusCode).toBe(200)
    await vi.waitFor(async () => expect(await awayReplies()).toHaveLength(1))
    expect((await send('Hello?')).statusCode).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await awayReplies()).toHaveLength(1)

    const open = await post(OWNER_SETTINGS_HOURS_PATH, { ...hours, hoursEnabled: false })
    expect(answerOf(OwnerSettingsResponse, open).status).toEqual({ open: true, reopens: null })
    expect((await page()).installedWidgets.chatWidget).not.toHaveProperty('away')
  })

  it("'Online only while an owner is signed in': away without a time until an owner signs in", async () => {
    const hours = { ...(await hoursOf()), hoursEnabled: false, onlyWhileOwnerSignedIn: true }
    const saved = await post(OWNER_SETTINGS_HOURS_PATH, hours)
    expect(answerOf(OwnerSettingsResponse, saved).status).toEqual({ open: false, reopens: null })
    expect((await page()).installedWidgets.chatWidget.away).toBe('')
    const site = (await ctx.app.tenancy.siteBySubdomain('demo'))!
    const demoOwner = (await ctx.app.ownerAuth.owners.byPhone(site.id, DEMO_OWNER))!
    const { token } = await ctx.app.ownerAuth.sessions.start(demoOwner, site)
    // A sign-in does not drop the cached page (it lives seconds): drop it as its time running out would.
    ctx.app.pages.invalidate(null, 'here')
    expect((await page()).installedWidgets.chatWidget).not.toHaveProperty('away')
    expect((await read()).status).toEqual({ open: true, reopens: null })
    expect(token).toBeTruthy()
    await ctx.app.db.updateTable('ownerSessions').set({ revokedAt: new Date() }).where('siteId', '=', site.id).execute()
    expect((await read()).status.open).toBe(false)
    await post(OWNER_SETTINGS_HOURS_PATH, { ...hours, onlyWhileOwnerSignedIn: false })
  })

  it("pausing orders stops checkout with the owner's message; resuming takes orders again", async () => {
    const who = await signIn(ctx.app, 31)
    const pause = { ...(await hoursOf()), pauseOrders: true, pauseMessage: 'Closed for Diwali, back on the 5th' }
    expect((await post(OWNER_SETTINGS_HOURS_PATH, pause)).statusCode).toBe(200)
    const refused = await calls.create(who, [{ _id: 'any', quantity: 1 }])
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: 'Closed for Diwali, back on the 5th', code: 'ORDERS_PAUSED' })
    expect((await post(OWNER_SETTINGS_HOURS_PATH, { ...pause, pauseOrders: false })).statusCode).toBe(200)
    const order = await calls.order(who)
    expect(order.orderId).toBeTruthy()
  })
})

import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { OWNER_ME_PATH } from '../../../contract/owner-auth.js'
import type { Section } from '../../../contract/page.js'
import {
  SIGNUP_SEND_OTP_PATH,
  SIGNUP_STATUS_PATH,
  SIGNUP_SUBDOMAIN_PATH,
  SIGNUP_SUGGEST_PATH,
  SIGNUP_VERIFY_OTP_PATH,
} from '../../../contract/signup.js'
import { describeWithApp } from '../../test/app.js'
import { randomIp, TEST_NUMBERS_ENV, testCode, testPhone } from '../auth/test-helpers.js'
import { checkSections } from '../page/index.js'
import { deleteSite } from './delete-site.js'
import { SIGNUP_LIMITS } from './signup-limits.js'
import { createSite, FRONT_DOOR, handedOver, newSite, signupTicket, spendHandover } from './test-helpers.js'

describeWithApp('sign-up at the front door', { env: TEST_NUMBERS_ENV }, (ctx) => {
  const get = (url: string, host = 'localhost') => ctx.app.inject({ url, headers: { host } })
  const status = async (subdomain: string) =>
    (await get(`${SIGNUP_SUBDOMAIN_PATH}?subdomain=${encodeURIComponent(subdomain)}`)).json().status

  it('answers only on the platform host', async () => {
    expect((await get(SIGNUP_STATUS_PATH)).json()).toEqual({
      message: 'success',
      mode: 'open',
      siteDomain: 'localhost',
    })
    const onSite = await get(SIGNUP_STATUS_PATH, 'demo.localhost')
    expect([onSite.statusCode, onSite.json().code]).toEqual([404, 'NOT_FOUND'])
    const start = await get('/start')
    expect(start.statusCode).toBe(200)
    expect(start.body).toContain('"route":"start"')
    expect((await get('/start', 'demo.localhost')).statusCode).toBe(404)
  })

  it('checks subdomains: shape, reserved words, taken, held for 30 days after a deletion', async () => {
    expect(await status('asha-tiffins')).toBe('available')
    expect(await status('demo')).toBe('taken')
    expect(await status('admin')).toBe('reserved')
    expect(await status('a')).toBe('invalid')
    const ticket = await signupTicket(ctx.app, 20)
    expect((await createSite(ctx.app, ticket, newSite('gone-soon'))).statusCode).toBe(200)
    expect(await status('gone-soon')).toBe('taken')
    expect(await deleteSite(ctx.database.db, 'gone-soon', new Date())).toBe(true)
    expect(await status('gone-soon')).toBe('held')
    const refused = await createSite(ctx.app, ticket, newSite('gone-soon'))
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'SUBDOMAIN_UNAVAILABLE'])
    await sql`update held_subdomains set held_until = now() - interval '1 second'`.execute(ctx.database.db)
    expect(await status('gone-soon')).toBe('available')
  })

  it('suggests a free subdomain from the name, then with the city', async () => {
    const suggest = async (name: string, city: string) =>
      (await get(`${SIGNUP_SUGGEST_PATH}?name=${encodeURIComponent(name)}&city=${city}`)).json().subdomain
    expect(await suggest('Kesar Kitchen', 'Jaipur')).toBe('kesar-kitchen')
    expect(await suggest('Demo', 'Jaipur')).toBe('demo-jaipur')
  })

  it('makes a published site with its sections, topic and empty catalogue, and hands the owner over once', async () => {
    const ticket = await signupTicket(ctx.app, 21)
    const made = await createSite(
      ctx.app,
      ticket,
      newSite('asha-tiffins', { about: 'Dabbas cooked by Asha since 2019.' }),
    )
    expect(made.statusCode).toBe(200)
    const body = made.json()
    expect(body).toMatchObject({ subdomain: 'asha-tiffins', siteUrl: 'http://asha-tiffins.localhost' })
    expect(body.ownerUrl).toMatch(/^http:\/\/asha-tiffins\.localhost\/owner#handover=[A-Za-z0-9_-]{43}$/)

    const page = await get('/', 'asha-tiffins.localhost')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Asha Tiffins')
    expect(page.body).toContain('Dabbas cooked by Asha since 2019.')
    const db = ctx.database.db
    const site = await db
      .selectFrom('sites')
      .selectAll()
      .where('subdomain', '=', 'asha-tiffins')
      .executeTakeFirstOrThrow()
    // The kind chosen is kept: the home page tells search engines it is a restaurant.
    expect(site.businessKind).toBe('home-kitchen')
    expect(page.body).toContain('"@type":"Restaurant"')
    const { sections } = await db
      .selectFrom('pages')
      .select('sections')
      .where('siteId', '=', site.id)
      .executeTakeFirstOrThrow()
    expect(checkSections(sections as Section[])).toEqual([])
    expect((sections as Section[]).map((section) => section.name)).toEqual([
      'Main Header',
      'Section 1',
      'Section 1 Card',
      'Section 1 Card',
      'Section 1 Card',
      'Products',
      'Section 2',
      'Final CTA',
      'Contact',
    ])
    // No product yet: visitors see none of the Products section.
    expect(page.body).not.toContain('id="products"')
    expect(site.widgetSettings).toMatchObject({ headerTitle: 'Asha Tiffins', topics: [{ _id: 'topic-start' }] })
    const catalogues = await db.selectFrom('catalogues').selectAll().where('siteId', '=', site.id).execute()
    expect(catalogues).toMatchObject([{ topicId: 'topic-start' }])
    const items = await db.selectFrom('catalogueItems').select('id').where('siteId', '=', site.id).execute()
    expect(items).toEqual([])
    expect(await db.selectFrom('pageVersions').select('id').where('siteId', '=', site.id).execute()).toHaveLength(1)

    const spent = await spendHandover(ctx.app, body.ownerUrl)
    expect(spent.statusCode).toBe(200)
    expect(spent.json()).toMatchObject({
      owner: { countryCode: '+91', phoneNumber: testPhone(21).phoneNumber },
      site: { subdomain: 'asha-tiffins', name: 'Asha Tiffins' },
    })
    const owner = handedOver(spent, 'asha-tiffins.localhost')
    expect((await ctx.app.inject({ url: OWNER_ME_PATH, headers: owner.headers })).statusCode).toBe(200)
    // Single use.
    const again = await spendHandover(ctx.app, body.ownerUrl)
    expect([again.statusCode, again.json().code]).toEqual([400, 'HANDOVER_INVALID'])
  })

  it("writes the starter's texts in Hindi too, for Hindi readers; the owner's own words stay as they are", async () => {
    const ticket = await signupTicket(ctx.app, 27)
    const about = 'Dabbas cooked by Asha since 2019.'
    expect((await createSite(ctx.app, ticket, newSite('hindi-tiffins', { about }))).statusCode).toBe(200)
    expect((await createSite(ctx.app, ticket, newSite('hindi-salon', { kind: 'salon' }))).statusCode).toBe(200)
    const read = async (host: string, language: string) => {
      const page = await ctx.app.inject({ url: '/', headers: { host, 'accept-language': language } })
      expect(page.statusCode).toBe(200)
      const visible = (tag: string) =>
        [...page.body.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)<`, 'g'))].map((m) => m[1])
      return { body: page.body, h1: visible('h1'), h2: visible('h2'), p: visible('p') }
    }
    const hindi = await read('hindi-tiffins.localhost', 'hi-IN,hi;q=0.9')
    expect(hindi.body).toContain('<html lang="hi">')
    expect(hindi.h1).toEqual(['Asha Tiffins का ताज़ा बना खाना'])
    expect(hindi.h2).toEqual(expect.arrayContaining(['हम क्या पकाते हैं', 'भूख लगी है? बताएँ आपको क्या खाना है']))
    expect(hindi.p).toContain(about)
    const english = await read('hindi-tiffins.localhost', 'en-IN')
    expect(english.h1).toEqual(['Freshly cooked food from Asha Tiffins'])
    expect(english.h2).toEqual(expect.arrayContaining(['What we cook', 'Hungry? Tell us what you would like']))
    expect(english.p).toContain(about)
    // The widget's first topic and the line above it, from the page's boot data.
    const chat = ({ body }: { body: string }) =>
      JSON.parse(/<script id="vitrine-data" type="application\/json">(.*?)<\/script>/s.exec(body)![1]!).chat
    expect(chat(hindi)).toMatchObject({
      topicHeaderTitle: 'हमें मैसेज भेजें, हम मेन्यू और कीमतें बताएँगे।',
      topics: [{ name: 'खाना ऑर्डर करें', description: 'रोज़ का खाना, मिठाई और पार्टी ऑर्डर' }],
    })
    expect(chat(english)).toMatchObject({
      topicHeaderTitle: 'Send us a message and we will reply with the menu and prices.',
      topics: [{ name: 'Order food', description: 'Meals, sweets and party orders' }],
    })
    // With no about of the owner's, the starter's about is in Hindi too, the city filled in.
    const salon = await read('hindi-salon.localhost', 'hi')
    expect(salon.h1).toEqual(['Asha Tiffins में पाएँ अपना बेस्ट लुक'])
    expect(salon.p).toContain('Pune का सैलून: बाल, स्किन और ग्रूमिंग, ट्रेंड स्टाफ़ और हाइजीनिक टूल्स के साथ।')
    expect((await read('hindi-salon.localhost', 'en')).p).toContain(
      'A salon in Pune for hair, skin and grooming, with trained staff and hygienic tools.',
    )
  })

  it('binds a hand-over token to its site, and lets it work only for a minute', async () => {
    const made = (await createSite(ctx.app, await signupTicket(ctx.app, 22), newSite('bound-site'))).json()
    const elsewhere = made.ownerUrl.replace('bound-site.localhost', 'demo.localhost')
    expect((await spendHandover(ctx.app, elsewhere)).statusCode).toBe(400)
    await sql`update handover_tokens set expires_at = now() - interval '1 second' where used_at is null`.execute(
      ctx.database.db,
    )
    expect((await spendHandover(ctx.app, made.ownerUrl)).json().code).toBe('HANDOVER_INVALID')
  })

  it('refuses a wrong code, a forged ticket and bad fields, leaving nothing behind', async () => {
    const remoteAddress = randomIp()
    const phone = testPhone(23)
    await ctx.app.inject({
      method: 'POST',
      url: SIGNUP_SEND_OTP_PATH,
      headers: FRONT_DOOR,
      remoteAddress,
      payload: phone,
    })
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: SIGNUP_VERIFY_OTP_PATH,
      headers: FRONT_DOOR,
      remoteAddress,
      payload: { ...phone, otp: testCode(24) },
    })
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'INVALID_OTP'])
    const forged = await createSite(ctx.app, 'e30.' + 'a'.repeat(43), newSite('forged-site'))
    expect([forged.statusCode, forged.json().code]).toEqual([401, 'TICKET_INVALID'])
    const ticket = await signupTicket(ctx.app, 23)
    const blank = await createSite(
      ctx.app,
      ticket,
      newSite('blank-site', { businessName: ' ', about: 'x'.repeat(301) }),
    )
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toContain('body.businessName')
    expect(blank.json().message).toContain('body.about')
    const badKind = await createSite(ctx.app, ticket, { ...newSite('bad-kind'), kind: 'shipyard' as never })
    expect(badKind.statusCode).toBe(400)
    const reserved = await createSite(ctx.app, ticket, newSite('admin'))
    expect([reserved.statusCode, reserved.json().code]).toEqual([409, 'SUBDOMAIN_UNAVAILABLE'])
    const sites = await ctx.database.db
      .selectFrom('sites')
      .select('subdomain')
      .where('subdomain', 'in', ['forged-site', 'blank-site', 'bad-kind'])
      .execute()
    expect(sites).toEqual([])
  })

  it('limits sign-ups per phone and per client IP', async () => {
    const ticket = await signupTicket(ctx.app, 25)
    for (let n = 1; n <= SIGNUP_LIMITS.perPhonePerDay; n++)
      expect((await createSite(ctx.app, ticket, newSite(`phone-limit-${n}`))).statusCode).toBe(200)
    const over = await createSite(ctx.app, ticket, newSite('phone-limit-over'))
    expect([over.statusCode, over.json().code]).toEqual([429, 'TOO_MANY_REQUESTS'])
    expect(over.json().message).toMatch(/phone/)

    const ip = randomIp()
    await ctx.database.db
      .insertInto('signups')
      .values(
        Array.from({ length: SIGNUP_LIMITS.perIpPerDay }, (_, n) => ({
          countryCode: '+91',
          phoneNumber: `98000000${String(n).padStart(2, '0')}`,
          ip,
        })),
      )
      .execute()
    const fromIp = await createSite(ctx.app, await signupTicket(ctx.app, 26), newSite('ip-limit'), ip)
    expect([fromIp.statusCode, fromIp.json().message]).toEqual([429, expect.stringMatching(/network/)])
    expect(await status('ip-limit')).toBe('available')
  })
})

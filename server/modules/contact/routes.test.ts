import { describe, beforeEach, expect, it } from 'vitest'
import { CONTACT_PATH, type ContactRequest } from '../../../contract/contact.js'
import { buildTestApp, useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { expectTooMany } from '../../test/refusals.js'
import { errorPaths } from '../../test/answers.js'

const body: ContactRequest = {
  name: '  Asha Rao ',
  contact: '(+91) 98290-12345',
  countryCode: '+91',
  email: 'asha@example.com',
  company: 'Rao Caterers',
  subdomain: 'demo',
  messageContent: 'Lunch for 40 on Saturday',
  message: ' Please call after 6 pm ',
}

describe.each(testDatabases)('the contact call on $name', (kind) => {
  // Each test posts from its own address, so the per-IP limit only matters where a test wants it to.
  let address = 0
  let ip: string
  const post = (payload: unknown, remoteAddress = ip) =>
    ctx.app.inject({ method: 'POST', url: CONTACT_PATH, payload: payload as object, remoteAddress })
  const stored = () => ctx.database.db.selectFrom('contactSubmissions').selectAll().execute()

  const ctx = useTestApp(kind)
  beforeEach(async () => {
    ip = `10.0.0.${++address}`
    await ctx.database.db.deleteFrom('contactSubmissions').execute()
  })

  it('stores one row for the site and answers success', async () => {
    const response = await post(body)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'success' })
    const rows = await stored()
    expect(rows).toHaveLength(1)
    const demo = await ctx.app.tenancy.sites.bySubdomain('demo')
    expect(rows[0]).toMatchObject({
      siteId: demo!.id,
      name: 'Asha Rao',
      contact: '(+91) 98290-12345',
      countryCode: '+91',
      email: 'asha@example.com',
      company: 'Rao Caterers',
      messageContent: 'Lunch for 40 on Saturday',
      message: 'Please call after 6 pm',
      ip,
    })
  })

  it('stores empty or absent optional fields as null', async () => {
    const { email: _email, company: _company, messageContent: _services, message: _message, ...required } = body
    expect((await post({ ...required, email: '' })).statusCode).toBe(200)
    expect(await stored()).toMatchObject([{ email: null, company: null, messageContent: null, message: null }])
  })

  it.each([
    [{ name: '' }, 'body.name', 'Name is required'],
    [{ name: ' A ' }, 'body.name', 'Name must be at least 2 characters'],
    [{ contact: '' }, 'body.contact', 'Phone number is required'],
    [{ contact: '98290abcde' }, 'body.contact', 'Please enter a valid phone number'],
    [{ contact: '982901234' }, 'body.contact', 'Phone number must be at least 10 digits'],
    [{ email: 'asha@' }, 'body.email', 'Please enter a valid email address'],
    [{ company: 'c'.repeat(121) }, 'body.company', 'Company must be at most 120 characters'],
    [{ messageContent: 'm'.repeat(2001) }, 'body.messageContent', 'Services must be at most 2000 characters'],
    [{ message: 'm'.repeat(2001) }, 'body.message', 'Message must be at most 2000 characters'],
    [{ countryCode: 'India' }, 'body.countryCode', 'Please choose a valid country code'],
  ])('answers 400 for %j, naming %s, and stores nothing', async (change, path, message) => {
    const response = await post({ ...body, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'BAD_REQUEST', errors: [{ path, message }] })
    expect(await stored()).toHaveLength(0)
  })

  it('lists every failing field, the first one as the message', async () => {
    const response = await post({ ...body, name: '', email: 'x' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Name is required')
    expect(errorPaths(response)).toEqual(['body.name', 'body.email'])
  })

  it('answers 400 with the path of a value of the wrong type', async () => {
    const response = await post({ ...body, name: 3 })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([{ path: 'body.name', message: 'expected string' }])
    expect(await stored()).toHaveLength(0)
  })

  it('answers 404 for an unknown site', async () => {
    const response = await post({ ...body, subdomain: 'nobody' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Website not found', code: 'NOT_FOUND' })
    expect(await stored()).toHaveLength(0)
  })

  it('takes at most 5 messages per IP in 10 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await post(body)).statusCode).toBe(200)
    const refused = await post(body)
    expectTooMany(refused, 'Too many messages. Please try again in a few minutes.', [1, 600])
    expect(await stored()).toHaveLength(5)

    expect((await post(body, '10.9.9.9')).statusCode).toBe(200)
    expect(await stored()).toHaveLength(6)
  })

  it('shares the limit between processes on one database', async () => {
    // A second app on the same database stands for a second server process: the counter is in the database, not in
    // memory.
    const other = await buildTestApp(ctx.database)
    try {
      const postTo = (app: typeof other) =>
        app.inject({ method: 'POST', url: CONTACT_PATH, payload: body, remoteAddress: ip })
      for (const app of [ctx.app, other, ctx.app, other, ctx.app]) expect((await postTo(app)).statusCode).toBe(200)
      for (const app of [other, ctx.app]) {
        const refused = await postTo(app)
        expectTooMany(refused, 'Too many messages. Please try again in a few minutes.', [1, Infinity])
      }
      expect(await stored()).toHaveLength(5)
    } finally {
      await other.close()
    }
  })

  it('leaves other routes unlimited', async () => {
    for (let i = 0; i < 7; i++) {
      const response = await ctx.app.inject({
        url: '/business_website/page/get_published_website_specific_page?subdomain=demo',
        remoteAddress: ip,
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-ratelimit-limit']).toBeUndefined()
    }
  })
})

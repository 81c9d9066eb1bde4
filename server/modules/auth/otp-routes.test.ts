import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFRESH_COOKIE, SEND_OTP_PATH, VERIFY_OTP_PATH, VerifyOtpResponse } from '../../../contract/auth.js'
import { decode } from '../../../contract/decode.js'
import type { DatabaseHandle } from '../../db/database.js'
import { buildTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { forgetCodeRequests, randomIp, signIn, TEST_NUMBERS_ENV, testCode, testPhone } from './test-helpers.js'
import { expectTooMany } from '../../test/refusals.js'

type App = Awaited<ReturnType<typeof buildTestApp>>
const post = (app: App, url: string, payload: object, remoteAddress = randomIp()) =>
  app.inject({ method: 'POST', url, payload, remoteAddress })

describe.each(testDatabases)('sign-in calls on $name', (kind) => {
  let database: DatabaseHandle
  let app: App
  beforeAll(async () => {
    database = await kind.open()
    app = await buildTestApp(database, { env: TEST_NUMBERS_ENV })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('answers the same for a new number and for an existing customer', async () => {
    await signIn(app, 1)
    await forgetCodeRequests(database.db)
    const known = await post(app, SEND_OTP_PATH, { ...testPhone(1), subdomain: 'demo' })
    const unknown = await post(app, SEND_OTP_PATH, { countryCode: '+91', phoneNumber: '9123456780', subdomain: 'demo' })
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200])
    expect(known.json()).toEqual({ message: 'success' })
    expect(unknown.body).toBe(known.body)
  })

  it('refuses a bad phone number and country code with their paths', async () => {
    const response = await post(app, SEND_OTP_PATH, { countryCode: '91', phoneNumber: '12-34', subdomain: 'demo' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([
      'body.phoneNumber',
      'body.countryCode',
    ])
    const missing = await post(app, SEND_OTP_PATH, { countryCode: '+91', subdomain: 'demo' })
    expect(missing.json().errors[0].path).toBe('body.phoneNumber')
  })

  it('answers 404 for an unknown site', async () => {
    const response = await post(app, SEND_OTP_PATH, { ...testPhone(2), subdomain: 'nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('Website not found')
  })

  it('answers 429 with Retry-After for a second code within 30 s', async () => {
    const phone = { countryCode: '+91', phoneNumber: '9123456781', subdomain: 'demo' }
    expect((await post(app, SEND_OTP_PATH, phone)).statusCode).toBe(200)
    const again = await post(app, SEND_OTP_PATH, phone)
    expectTooMany(again, 'Too many code requests. Please wait before trying again.', [29, 30])
  })

  it('answers 429 after twenty codes from one IP', async () => {
    const ip = '203.0.113.7'
    for (let index = 0; index < 20; index++) {
      expect(
        (
          await post(
            app,
            SEND_OTP_PATH,
            { countryCode: '+91', phoneNumber: `9829100${String(index).padStart(3, '0')}`, subdomain: 'demo' },
            ip,
          )
        ).statusCode,
      ).toBe(200)
    }
    const over = await post(
      app,
      SEND_OTP_PATH,
      { countryCode: '+91', phoneNumber: '9829100999', subdomain: 'demo' },
      ip,
    )
    expect(over.statusCode).toBe(429)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500)
  })

  it('refuses a wrong code with INVALID_OTP', async () => {
    await post(app, SEND_OTP_PATH, { ...testPhone(3), subdomain: 'demo' })
    const response = await post(app, VERIFY_OTP_PATH, { ...testPhone(3), otp: '000000', subdomain: 'demo' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Invalid verification code. Please try again.', code: 'INVALID_OTP' })
  })

  it('signs in: token, customer data, refresh cookie, one welcome message', async () => {
    const phone = { countryCode: '+91', phoneNumber: '90000 00004' }
    await post(app, SEND_OTP_PATH, { ...phone, subdomain: 'demo' })
    const response = await post(app, VERIFY_OTP_PATH, { ...phone, otp: testCode(4), subdomain: 'demo' })
    expect(response.statusCode).toBe(200)
    const body = decode(VerifyOtpResponse, response.json(), 'body')
    expect(body.ok).toBe(true)
    const { customerId, customerData, message } = response.json()
    expect(message).toBe('success')
    expect(customerData).toEqual({
      _id: customerId,
      phoneNumber: '9000000004',
      countryCode: '+91',
      name: null,
      accountType: 'customer',
    })
    const cookie = response.cookies.find((entry) => entry.name === REFRESH_COOKIE)!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth', maxAge: 864000 })
    expect(cookie.secure).toBeFalsy()

    await forgetCodeRequests(database.db)
    const again = await signIn(app, 4)
    expect(again.customerId).toBe(customerId)
    const messages = await database.db.selectFrom('messages').selectAll().where('customerId', '=', customerId).execute()
    expect(messages.map((row) => [row.sender, row.message])).toEqual([
      ['system', 'Welcome to Kesar Kitchen! How can we help you today?'],
    ])
  })

  it('refuses an inactive customer with ACCOUNT_INACTIVE', async () => {
    const { customerId } = await signIn(app, 5)
    await database.db.updateTable('customers').set({ status: 'inactive' }).where('id', '=', customerId).execute()
    await forgetCodeRequests(database.db)
    await post(app, SEND_OTP_PATH, { ...testPhone(5), subdomain: 'demo' })
    const response = await post(app, VERIFY_OTP_PATH, { ...testPhone(5), otp: testCode(5), subdomain: 'demo' })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('ACCOUNT_INACTIVE')
  })
})

describe.each(testDatabases)('code delivery on $name', (kind) => {
  let database: DatabaseHandle
  let gateway: http.Server
  let gatewayStatus = 200
  const delivered: { message: string; to: string }[] = []
  const logLines: { msg: string }[] = []
  let logApp: App
  let httpApp: App

  beforeAll(async () => {
    database = await kind.open()
    gateway = http.createServer((request, response) => {
      let data = ''
      request.on('data', (chunk) => (data += chunk))
      request.on('end', () => {
        delivered.push(JSON.parse(data))
        response.writeHead(gatewayStatus).end()
      })
    })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`
    const stream = { write: (line: string) => void logLines.push(JSON.parse(line)) }
    logApp = await buildTestApp(database, { app: { logger: { level: 'warn', stream } } })
    httpApp = await buildTestApp(database, { env: { OTP_HTTP_URL: url, TRUST_PROXY: '1' } })
  })
  afterAll(async () => {
    await logApp.close()
    await httpApp.close()
    await new Promise((resolve) => gateway.close(resolve))
    await database.close()
  })

  it('writes the code to the log when no gateway is set, and the code signs in', async () => {
    const phone = { countryCode: '+91', phoneNumber: '9812345670' }
    expect((await post(logApp, SEND_OTP_PATH, { ...phone, subdomain: 'demo' })).statusCode).toBe(200)
    const line = logLines.map((entry) => entry.msg).find((msg) => msg.startsWith('OTP for +919812345670 is '))
    expect(line).toMatch(/^OTP for \+919812345670 is \d{6}$/)
    const verified = await post(logApp, VERIFY_OTP_PATH, { ...phone, otp: line!.slice(-6), subdomain: 'demo' })
    expect(verified.statusCode).toBe(200)
  })

  it('posts the templated text to the gateway; the code signs in; Secure cookie over https', async () => {
    const phone = { countryCode: '+91', phoneNumber: '9812345671' }
    expect((await post(httpApp, SEND_OTP_PATH, { ...phone, subdomain: 'demo' })).statusCode).toBe(200)
    const sms = delivered.at(-1)!
    expect(sms.to).toBe('+919812345671')
    expect(sms.message).toMatch(/^Your Kesar Kitchen code is \d{6}$/)
    const verified = await httpApp.inject({
      method: 'POST',
      url: VERIFY_OTP_PATH,
      headers: { 'x-forwarded-proto': 'https' },
      payload: { ...phone, otp: sms.message.slice(-6), subdomain: 'demo' },
    })
    expect(verified.statusCode).toBe(200)
    expect(verified.cookies.find((entry) => entry.name === REFRESH_COOKIE)!.secure).toBe(true)
  })

  it('answers 502 when the gateway refuses', async () => {
    gatewayStatus = 500
    const response = await post(httpApp, SEND_OTP_PATH, {
      countryCode: '+91',
      phoneNumber: '9812345672',
      subdomain: 'demo',
    })
    gatewayStatus = 200
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({ message: 'Failed to send verification code', code: 'OTP_SEND_FAILED' })
  })
})

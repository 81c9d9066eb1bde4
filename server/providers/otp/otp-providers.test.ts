import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.js'
import { createOtpSender, HttpOtp, LogOtp, OtpDeliveryError, TestNumbersOtp } from './index.js'

const to = { countryCode: '+91', phoneNumber: '9876543210' }
const site = { subdomain: 'demo', name: 'Kesar Kitchen' }

/** A logger that keeps what it was given. */
function recordingLog() {
  const lines: { level: string; message: string }[] = []
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push({ level, message: String(args.find((arg) => typeof arg === 'string') ?? '') })
  const log = { warn: at('warn'), info: at('info'), error: at('error') } as unknown as FastifyBaseLogger
  return { log, lines }
}

describe('HttpOtp', () => {
  let server: http.Server
  let url: string
  let status = 200
  let delayMs = 0
  const received: { body: unknown; authorization: string | undefined; contentType: string | undefined }[] = []

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let data = ''
      request.on('data', (chunk) => (data += chunk))
      request.on('end', () => {
        received.push({
          body: JSON.parse(data),
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
        })
        setTimeout(() => response.writeHead(status).end('{}'), delayMs)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('posts the number and the templated text as JSON, with the bearer token', async () => {
    status = 200
    await new HttpOtp({ url, token: 'gateway-token', template: 'Your {{site}} code is {{code}}' }).send(
      to,
      '123456',
      site,
    )
    expect(received.at(-1)).toEqual({
      body: {
        to: '+919876543210',
        countryCode: '+91',
        phoneNumber: '9876543210',
        message: 'Your Kesar Kitchen code is 123456',
        site: 'demo',
        language: 'en',
      },
      authorization: 'Bearer gateway-token',
      contentType: 'application/json',
    })
  })

  it("writes to a Hindi reader in Hindi, whatever the installation's English template", async () => {
    status = 200
    await new HttpOtp({ url, token: null, template: 'Code {{code}}' }).send(to, '123456', { ...site, language: 'hi' })
    expect(received.at(-1)!.body).toMatchObject({ message: 'Kesar Kitchen के लिए आपका कोड 123456 है', language: 'hi' })
  })

  it('sends no authorization without a token', async () => {
    await new HttpOtp({ url, token: null, template: '{{code}}' }).send(to, '654321', site)
    expect(received.at(-1)!.authorization).toBeUndefined()
    expect((received.at(-1)!.body as { message: string }).message).toBe('654321')
  })

  it('fails on a non-2xx answer', async () => {
    status = 503
    await expect(new HttpOtp({ url, token: null, template: '{{code}}' }).send(to, '123456', site)).rejects.toThrow(
      OtpDeliveryError,
    )
    status = 200
  })

  it('fails when the gateway does not answer in time', async () => {
    delayMs = 300
    await expect(
      new HttpOtp({ url, token: null, template: '{{code}}', timeoutMs: 50 }).send(to, '123456', site),
    ).rejects.toThrow(/did not answer/)
    delayMs = 0
  })

  it('fails when nothing listens', async () => {
    await expect(
      new HttpOtp({ url: 'http://127.0.0.1:1/', token: null, template: '{{code}}' }).send(to, '1', site),
    ).rejects.toThrow(OtpDeliveryError)
  })
})

describe('LogOtp and TestNumbersOtp', () => {
  it('LogOtp writes the number and code to the log at warn', async () => {
    const { log, lines } = recordingLog()
    await new LogOtp(log).send(to, '123456', site)
    expect(lines).toEqual([{ level: 'warn', message: 'OTP for +919876543210 is 123456' }])
  })

  it('TestNumbersOtp knows fixed codes and sends nothing', async () => {
    const numbers = new TestNumbersOtp(new Map([['+919999999999', '123456']]))
    expect(numbers.fixedCode({ countryCode: '+91', phoneNumber: '9999999999' })).toBe('123456')
    expect(numbers.fixedCode(to)).toBeUndefined()
    await expect(numbers.send()).resolves.toEqual({ provider: 'test', channel: null, messageId: null })
  })
})

describe('createOtpSender', () => {
  it('uses the HTTP gateway when OTP_HTTP_URL is set, else the log', () => {
    const { log } = recordingLog()
    expect(createOtpSender(loadConfig({ OTP_HTTP_URL: 'https://sms.example/send' }), log)).toBeInstanceOf(HttpOtp)
    expect(createOtpSender(loadConfig({}), log)).toBeInstanceOf(LogOtp)
  })

  it('warns at start in production without a gateway', () => {
    const { log, lines } = recordingLog()
    expect(createOtpSender(loadConfig({ NODE_ENV: 'production' }), log)).toBeInstanceOf(LogOtp)
    expect(lines[0]).toMatchObject({ level: 'warn', message: expect.stringMatching(/OTP_HTTP_URL is not set/) })
  })

  it('reads and checks the three settings', () => {
    const config = loadConfig({
      OTP_HTTP_URL: 'https://sms.example/send',
      OTP_HTTP_TOKEN: 'abc',
      OTP_HTTP_TEMPLATE: '{{code}} is your code',
    })
    expect(config).toMatchObject({
      otpHttpUrl: 'https://sms.example/send',
      otpHttpToken: 'abc',
      otpHttpTemplate: '{{code}} is your code',
    })
    expect(loadConfig({}).otpHttpTemplate).toBe('Your {{site}} code is {{code}}')
    expect(() => loadConfig({ OTP_HTTP_URL: 'ftp://x' })).toThrow(
      /^OTP_HTTP_URL must start with https:\/\/ or http:\/\//,
    )
    expect(() => loadConfig({ OTP_HTTP_TEMPLATE: 'no code here' })).toThrow(
      /^OTP_HTTP_TEMPLATE must contain \{\{code\}\}/,
    )
  })
})

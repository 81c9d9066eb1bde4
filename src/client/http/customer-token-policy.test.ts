import { describe, expect, it, vi } from 'vitest'
import { MessageResponse, REAUTH_PATH, TERMINAL_AUTH_CODES } from '../../../contract/auth'
import { FakeTransport, type FakeHandler, type FakeRequest } from '../testing/fake-transport'
import { CustomerTokenPolicy, type TokenSource } from './customer-token-policy'
import { HttpClient } from './http-client'
import { HttpError } from './http-error'

const PATH = '/business_website/chat_widget/thing'

function memoryTokens(initial: string | null = null): TokenSource {
  let token = initial
  return { get: () => token, set: (value) => void (token = value), clear: () => void (token = null) }
}

function setup(handler: FakeHandler, reauth?: FakeHandler) {
  const fake = new FakeTransport({
    [PATH]: handler,
    [`POST ${REAUTH_PATH}`]: reauth ?? (() => ({ body: { accessToken: 'fresh' } })),
  })
  const tokens = memoryTokens('stale')
  const transport = new HttpClient({ policy: new CustomerTokenPolicy(tokens), fetch: fake.fetch })
  const onTerminalAuth = vi.fn()
  transport.policy.onTerminalAuth(onTerminalAuth)
  return { fake, tokens, transport, onTerminalAuth }
}

/** 401 TOKEN_EXPIRED for the stale token, success for any other. */
const expiresStale = (request: FakeRequest) =>
  request.headers.authorization === 'Bearer stale'
    ? { status: 401, body: { message: 'Token expired', code: 'TOKEN_EXPIRED' } }
    : { body: { message: `ok ${(request.body as { n?: number } | undefined)?.n ?? ''}`.trim() } }

describe('HttpClient with the customer-token policy', () => {
  it('sends cookies, the nominal timeout header, the bearer token and JSON', async () => {
    const { fake, transport } = setup(() => ({ body: { message: 'success' } }))
    await transport.post(PATH, { a: 1 }, MessageResponse)
    const [call] = fake.calls
    expect(call!.headers).toMatchObject({
      timeout: '1000',
      authorization: 'Bearer stale',
      'content-type': 'application/json',
    })
    expect(call!.body).toEqual({ a: 1 })
  })

  it('passes credentials: include to fetch', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'success' }), { status: 200 }))
    const transport = new HttpClient({ policy: new CustomerTokenPolicy(memoryTokens()), fetch })
    await transport.get(PATH, MessageResponse, { since: 'x', skip: undefined })
    expect(fetch).toHaveBeenCalledWith(
      `${PATH}?since=x`,
      expect.objectContaining({ credentials: 'include', method: 'GET' }),
    )
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>
    expect(headers.authorization).toBeUndefined()
  })

  it('rejects an answer that does not decode, with its path', async () => {
    const { transport } = setup(() => ({ body: { nope: true } }))
    const error = await transport.post(PATH, {}, MessageResponse).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 200, code: 'DECODE', errors: [{ path: 'answer.message' }] })
  })

  it('carries status, code and server message of an error answer', async () => {
    const { transport, onTerminalAuth } = setup(() => ({
      status: 429,
      body: { message: 'Too many requests', code: 'RATE_LIMITED' },
    }))
    await expect(transport.post(PATH, {}, MessageResponse)).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      serverMessage: 'Too many requests',
    })
    expect(onTerminalAuth).not.toHaveBeenCalled()
  })

  it('reports a network failure as status 0', async () => {
    const transport = new HttpClient({
      policy: new CustomerTokenPolicy(memoryTokens()),
      fetch: () => Promise.reject(new TypeError('offline')),
    })
    await expect(transport.get(PATH, MessageResponse)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      answered: false,
    })
  })

  it.each(TERMINAL_AUTH_CODES)(
    '401 %s: the terminal handler gets the server message, the call rejects, no refresh',
    async (code) => {
      const { fake, transport, onTerminalAuth } = setup(() => ({
        status: 401,
        body: { message: `Denied: ${code}`, code },
      }))
      await expect(transport.post(PATH, {}, MessageResponse)).rejects.toMatchObject({ status: 401, code })
      expect(onTerminalAuth).toHaveBeenCalledExactlyOnceWith(`Denied: ${code}`)
      expect(fake.callsTo(REAUTH_PATH)).toHaveLength(0)
    },
  )

  it('401 with an unnamed code is an ordinary error of the call', async () => {
    const { fake, transport, onTerminalAuth } = setup(() => ({
      status: 401,
      body: { message: 'Wrong code', code: 'OTP_INVALID' },
    }))
    await expect(transport.post(PATH, {}, MessageResponse)).rejects.toMatchObject({ status: 401, code: 'OTP_INVALID' })
    expect(onTerminalAuth).not.toHaveBeenCalled()
    expect(fake.callsTo(REAUTH_PATH)).toHaveLength(0)
  })

  it('TOKEN_EXPIRED: refreshes with x-session-type customer, stores the token, retries once', async () => {
    const { fake, tokens, transport, onTerminalAuth } = setup(expiresStale)
    await expect(transport.post(PATH, {}, MessageResponse)).resolves.toEqual({ message: 'ok' })
    const [refresh] = fake.callsTo(REAUTH_PATH, 'POST')
    expect(refresh!.headers['x-session-type']).toBe('customer')
    expect(tokens.get()).toBe('fresh')
    expect(fake.callsTo(PATH).map((call) => call.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh'])
    expect(onTerminalAuth).not.toHaveBeenCalled()
  })

  it('three parallel TOKEN_EXPIRED requests share exactly one refresh, then all three retry', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { fake, transport } = setup(expiresStale, async () => {
      await gate
      return { body: { accessToken: 'fresh' } }
    })
    const calls = [1, 2, 3].map((n) => transport.post(PATH, { n }, MessageResponse))
    await vi.waitFor(() => expect(fake.callsTo(PATH)).toHaveLength(3))
    release()
    await expect(Promise.all(calls)).resolves.toEqual([{ message: 'ok 1' }, { message: 'ok 2' }, { message: 'ok 3' }])
    expect(fake.callsTo(REAUTH_PATH)).toHaveLength(1)
    const retries = fake.callsTo(PATH).filter((call) => call.headers.authorization === 'Bearer fresh')
    expect(retries.map((call) => (call.body as { n: number }).n).sort()).toEqual([1, 2, 3])
  })

  it('a 401 arriving after the refresh finished retries with the new token, without a second refresh', async () => {
    let releaseSlow!: () => void
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve))
    const { fake, transport } = setup(async (request) => {
      if ((request.body as { n: number }).n === 2 && request.headers.authorization === 'Bearer stale') await slowGate
      return expiresStale(request)
    })
    const fast = transport.post(PATH, { n: 1 }, MessageResponse)
    const slow = transport.post(PATH, { n: 2 }, MessageResponse)
    await expect(fast).resolves.toEqual({ message: 'ok 1' })
    releaseSlow()
    await expect(slow).resolves.toEqual({ message: 'ok 2' })
    expect(fake.callsTo(REAUTH_PATH)).toHaveLength(1)
  })

  it('a failed refresh: rejects every waiting request and reports the server message once', async () => {
    const { fake, transport, onTerminalAuth } = setup(expiresStale, () => ({
      status: 401,
      body: { message: 'Please sign in again', code: 'TOKEN_INVALID' },
    }))
    const results = await Promise.allSettled([1, 2, 3].map((n) => transport.post(PATH, { n }, MessageResponse)))
    expect(results.every((result) => result.status === 'rejected')).toBe(true)
    expect(fake.callsTo(REAUTH_PATH)).toHaveLength(1)
    expect(onTerminalAuth).toHaveBeenCalledExactlyOnceWith('Please sign in again')
  })

  it('a 401 on the retry ends the session', async () => {
    const { fake, transport, onTerminalAuth } = setup(() => ({
      status: 401,
      body: { message: 'Still expired', code: 'TOKEN_EXPIRED' },
    }))
    await expect(transport.post(PATH, {}, MessageResponse)).rejects.toMatchObject({ status: 401 })
    expect(fake.callsTo(PATH)).toHaveLength(2)
    expect(fake.callsTo(REAUTH_PATH)).toHaveLength(1)
    expect(onTerminalAuth).toHaveBeenCalledExactlyOnceWith('Still expired')
  })
})

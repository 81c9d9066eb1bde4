import { randomBytes } from 'node:crypto'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../contract/auth.js'
import { ACCESS_TOKEN_MAX_AGE_SECONDS, AccessTokens, TOKEN_ISSUER } from './access-token.js'

// A verified token's claims are kept for the next calls: what the second and later calls answer must be what jose
// answers.
describe('AccessTokens verifying the same token again', () => {
  const key = randomBytes(32)
  const start = new Date('2026-01-01T00:00:00Z')
  const clock = () => {
    let at = start.getTime()
    return { now: () => new Date(at), advance: (seconds: number) => (at += seconds * 1000) }
  }
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'OK',
      (error: { code?: string }) => error.code,
    )

  it('answers TOKEN_EXPIRED once its exp has passed, to the second', async () => {
    const time = clock()
    const tokens = new AccessTokens(async () => key, time.now)
    const token = await tokens.sign({ customerId: 'c1', subdomain: 'demo', sessionId: 's1' })
    expect(await tokens.verify(token, 'demo')).toEqual({ customerId: 'c1', sessionId: 's1' })
    time.advance(ACCESS_TOKEN_TTL_SECONDS - 1)
    expect(await code(tokens.verify(token, 'demo'))).toBe('OK')
    time.advance(1)
    expect(await code(tokens.verify(token, 'demo'))).toBe('TOKEN_EXPIRED')
    expect(await tokens.verifyAllowingExpired(token, 'demo')).toEqual({ customerId: 'c1', sessionId: 's1' })
  })

  it('answers TOKEN_EXPIRED past the maximum age whatever the exp, and TOKEN_INVALID before nbf', async () => {
    const time = clock()
    const tokens = new AccessTokens(async () => key, time.now)
    const iat = Math.floor(start.getTime() / 1000)
    const far = await new SignJWT({ sid: 's1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience('demo')
      .setSubject('c1')
      .setIssuedAt(iat)
      .setNotBefore(iat + 60)
      .setExpirationTime(iat + 10 * 365 * 86_400)
      .sign(key)
    expect(await code(tokens.verify(far, 'demo'))).toBe('TOKEN_INVALID')
    time.advance(60)
    expect(await code(tokens.verify(far, 'demo'))).toBe('OK')
    time.advance(-1)
    expect(await code(tokens.verify(far, 'demo'))).toBe('TOKEN_INVALID')
    time.advance(1 + ACCESS_TOKEN_MAX_AGE_SECONDS - 60)
    expect(await code(tokens.verify(far, 'demo'))).toBe('OK')
    time.advance(1)
    expect(await code(tokens.verify(far, 'demo'))).toBe('TOKEN_EXPIRED')
  })

  it('still refuses it on another site, and any other bytes, after accepting it', async () => {
    const tokens = new AccessTokens(async () => key)
    const token = await tokens.sign({ customerId: 'c1', subdomain: 'demo', sessionId: 's1' })
    expect(await code(tokens.verify(token, 'demo'))).toBe('OK')
    expect(await code(tokens.verify(token, 'acme'))).toBe('TOKEN_INVALID')
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'c2' }),
    ).toString('base64url')
    expect(await code(tokens.verify(`${header}.${otherPayload}.${signature}`, 'demo'))).toBe('TOKEN_INVALID')
    expect(await code(tokens.verify(`${token}x`, 'demo'))).toBe('TOKEN_INVALID')
    expect(await code(new AccessTokens(async () => randomBytes(32)).verify(token, 'demo'))).toBe('TOKEN_INVALID')
  })
})

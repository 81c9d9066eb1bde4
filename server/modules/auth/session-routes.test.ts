import { describe, expect, it } from 'vitest'
import { LOGOUT_PATH, REAUTH_PATH, REFRESH_COOKIE } from '../../../contract/auth.js'
import { GET_MESSAGES_PATH } from '../../../contract/chat.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { AccessTokens } from './access-token.js'
import { signIn, TEST_NUMBERS_ENV } from './test-helpers.js'

describe.each(testDatabases)('refresh and logout on $name', (kind) => {
  const reauth = (refreshToken?: string, sessionType: string | null = 'customer') =>
    ctx.app.inject({
      method: 'POST',
      url: REAUTH_PATH,
      headers: sessionType === null ? {} : { 'x-session-type': sessionType },
      cookies: refreshToken === undefined ? {} : { [REFRESH_COOKIE]: refreshToken },
    })
  const cookieOf = (response: Awaited<ReturnType<typeof reauth>>) =>
    response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)
  const logout = (options: { refreshToken?: string; authorization?: string }) =>
    ctx.app.inject({
      method: 'POST',
      url: LOGOUT_PATH,
      headers: options.authorization ? { authorization: options.authorization } : {},
      cookies: options.refreshToken ? { [REFRESH_COOKIE]: options.refreshToken } : {},
    })

  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })

  it('refuses a missing or unknown session type with 400', async () => {
    const { refreshToken } = await signIn(ctx.app, 1)
    expect((await reauth(refreshToken, null)).statusCode).toBe(400)
    const admin = await reauth(refreshToken, 'admin')
    expect(admin.statusCode).toBe(400)
    expect(admin.json().errors[0].path).toBe('headers.x-session-type')
  })

  it('NO_TOKEN without a cookie; TOKEN_INVALID for an unknown one, which is cleared', async () => {
    const none = await reauth()
    expect([none.statusCode, none.json().code]).toEqual([401, 'NO_TOKEN'])
    const unknown = await reauth('made-up')
    expect([unknown.statusCode, unknown.json().code]).toEqual([401, 'TOKEN_INVALID'])
    expect(cookieOf(unknown)).toMatchObject({ value: '', path: '/auth' })
  })

  it('rotates: a new access token and cookie; the old cookie then fails and ends the whole sign-in', async () => {
    const signedIn = await signIn(ctx.app, 2)
    const first = await reauth(signedIn.refreshToken)
    expect(first.statusCode).toBe(200)
    const { accessToken } = first.json()
    const next = cookieOf(first)!
    expect(next).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth' })
    expect(next.value).not.toBe(signedIn.refreshToken)
    const works = await ctx.app.inject({ url: GET_MESSAGES_PATH, headers: { authorization: `Bearer ${accessToken}` } })
    expect(works.statusCode).toBe(200)

    const replay = await reauth(signedIn.refreshToken)
    expect([replay.statusCode, replay.json().code]).toEqual([401, 'TOKEN_INVALID'])
    // The stolen-and-replayed case: the legitimate holder's newer token is revoked too.
    expect((await reauth(next.value)).statusCode).toBe(401)
  })

  it('accepts the user session type the same way', async () => {
    const signedIn = await signIn(ctx.app, 3)
    expect((await reauth(signedIn.refreshToken, 'user')).statusCode).toBe(200)
  })

  it('refuses an expired refresh token', async () => {
    const signedIn = await signIn(ctx.app, 4)
    await ctx.database.db
      .updateTable('refreshTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('customerId', '=', signedIn.customerId)
      .execute()
    expect((await reauth(signedIn.refreshToken)).json().code).toBe('TOKEN_INVALID')
  })

  it('logout with the cookie revokes it and clears the cookie', async () => {
    const signedIn = await signIn(ctx.app, 5)
    const response = await logout({ refreshToken: signedIn.refreshToken })
    expect(response.json()).toEqual({ message: 'success' })
    const cleared = response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)!
    expect(cleared.value).toBe('')
    expect(cleared.path).toBe('/auth')
    expect((await reauth(signedIn.refreshToken)).statusCode).toBe(401)
  })

  it('logout with only the (even expired) access token ends its sign-in', async () => {
    const signedIn = await signIn(ctx.app, 6)
    expect((await logout({ authorization: signedIn.authorization })).statusCode).toBe(200)
    expect((await reauth(signedIn.refreshToken)).statusCode).toBe(401)

    const other = await signIn(ctx.app, 7)
    const [, payload] = other.token.split('.')
    const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const stale = await new AccessTokens(
      () => ctx.app.auth.secrets.get('access-token-key'),
      () => new Date(Date.now() - 60 * 60_000),
    ).sign({
      customerId: other.customerId,
      subdomain: 'demo',
      sessionId: sid,
    })
    expect((await logout({ authorization: `Bearer ${stale}` })).statusCode).toBe(200)
    expect((await reauth(other.refreshToken)).statusCode).toBe(401)
  })

  it('logout answers success without any session', async () => {
    const response = await logout({})
    expect([response.statusCode, response.json().message]).toEqual([200, 'success'])
  })
})

import { describe, expect, it } from 'vitest'
import { MessageResponse, REAUTH_PATH, TERMINAL_AUTH_CODES } from '../../../contract/auth'
import { HttpError } from '../../client/http/http-error'
import { createTestEngine } from '../testing/test-engine'

const PATH = '/business_website/chat_widget/thing'

describe('401 handling through the engine', () => {
  it.each(TERMINAL_AUTH_CODES)(
    '401 %s: snackbar with the server message, session and token cleared, navigate to /logout',
    async (code) => {
      const harness = createTestEngine()
      await harness.signIn()
      harness.transport.route(PATH, { status: 401, body: { message: `Session ended (${code})`, code } })
      await expect(harness.engine.transport.post(PATH, {}, MessageResponse)).rejects.toBeInstanceOf(HttpError)
      expect(harness.engine.snackbar.current?.message).toBe(`Session ended (${code})`)
      expect(harness.engine.session.current).toBeNull()
      expect(harness.tokens.get()).toBeNull()
      expect(harness.engine.state).toBe('phone-entry')
      expect(harness.navigations).toEqual(['/logout'])
    },
  )

  it('refresh failure: server message, logged out, /logout', async () => {
    const harness = createTestEngine({
      routes: {
        [PATH]: { status: 401, body: { message: 'Expired', code: 'TOKEN_EXPIRED' } },
        [`POST ${REAUTH_PATH}`]: { status: 401, body: { message: 'Refresh token expired', code: 'TOKEN_INVALID' } },
      },
    })
    await harness.signIn()
    await Promise.allSettled([1, 2].map(() => harness.engine.transport.post(PATH, {}, MessageResponse)))
    expect(harness.engine.snackbar.current?.message).toBe('Refresh token expired')
    expect(harness.engine.isLoggedIn).toBe(false)
    expect(harness.navigations).toEqual(['/logout'])
  })

  it('retry 401: logged out, /logout', async () => {
    const harness = createTestEngine({
      routes: {
        [PATH]: { status: 401, body: { message: 'Expired again', code: 'TOKEN_EXPIRED' } },
        [`POST ${REAUTH_PATH}`]: { body: { accessToken: 'fresh' } },
      },
    })
    await harness.signIn()
    await expect(harness.engine.transport.post(PATH, {}, MessageResponse)).rejects.toBeInstanceOf(HttpError)
    expect(harness.engine.isLoggedIn).toBe(false)
    expect(harness.tokens.get()).toBeNull()
    expect(harness.navigations).toEqual(['/logout'])
  })
})

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  OWNER_LOGOUT_PATH,
  OWNER_ME_PATH,
  OWNER_SEND_OTP_PATH,
  OWNER_VERIFY_OTP_PATH,
} from '../../../contract/owner-auth'
import { OWNER_CONVERSATIONS_PATH } from '../../../contract/owner-inbox'
import { FakeOwnerServer, testIdentity } from '../testing/fake-owner-server'
import { renderOwner } from '../testing/render-owner'

afterEach(cleanup)

describe('owner sign-in', () => {
  it('asks who is signed in first, then signs in with phone + code and loads the inbox', async () => {
    const server = new FakeOwnerServer()
      .on('POST', OWNER_SEND_OTP_PATH, () => ({ body: { message: 'success' } }))
      .on('POST', OWNER_VERIFY_OTP_PATH, ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? { body: testIdentity }
          : { status: 400, body: { message: 'Invalid OTP', code: 'INVALID_OTP' } },
      )
    const { stop } = renderOwner({ server, signedIn: false })
    expect(await screen.findByRole('heading', { name: 'Sign in to your inbox' })).toBeTruthy()
    expect(server.callsTo(OWNER_ME_PATH)).toHaveLength(1)
    expect(document.title).toBe('Owner sign-in')

    // The form's rules and steps are tested once for both apps (src/client/sign-in); here, the owner's calls and what
    // follows.
    fireEvent.change(screen.getByRole('combobox', { name: 'Country code' }), { target: { value: '+1' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '982 901-2345' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy()
    expect(server.callsTo(OWNER_SEND_OTP_PATH)[0]!.body).toEqual({ phoneNumber: '9829012345', countryCode: '+1' })
    const code = screen.getByRole('textbox', { name: '6-digit code' })
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement
    fireEvent.change(code, { target: { value: '123456' } })
    fireEvent.click(verify)
    expect(await screen.findByRole('tab', { name: 'Inbox' })).toBeTruthy()
    expect(server.callsTo(OWNER_VERIFY_OTP_PATH).at(-1)!.body).toEqual({
      phoneNumber: '9829012345',
      countryCode: '+1',
      otp: '123456',
    })
    expect(screen.getByText('Kesar Kitchen')).toBeTruthy()
    await waitFor(() => expect(server.callsTo(OWNER_CONVERSATIONS_PATH)).toHaveLength(1))
    expect(document.title).toBe('Inbox · Kesar Kitchen')
    stop()
  })

  it("shows the server's refusal to send a code, and 'Use another number' goes back", async () => {
    const server = new FakeOwnerServer().on('POST', OWNER_SEND_OTP_PATH, () => ({
      status: 429,
      body: { message: 'Too many codes. Try again in 10 minutes.', code: 'RATE_LIMITED' },
    }))
    const { stop } = renderOwner({ server, signedIn: false })
    fireEvent.change(await screen.findByRole('textbox', { name: 'Phone number' }), { target: { value: '9829012345' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Too many codes. Try again in 10 minutes.')
    expect(screen.queryByRole('heading', { name: 'Enter your code' })).toBeNull()

    server.on('POST', OWNER_SEND_OTP_PATH, () => ({ body: { message: 'success' } }))
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Use another number' }))
    expect((screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe('9829012345')
    stop()
  })

  it('goes straight to the inbox with a session, and Sign out ends it', async () => {
    const server = new FakeOwnerServer().on('POST', OWNER_LOGOUT_PATH, () => ({ body: { message: 'success' } }))
    const { stop } = renderOwner({ server })
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('heading', { name: 'Sign in to your inbox' })).toBeTruthy()
    expect(server.callsTo(OWNER_LOGOUT_PATH)).toHaveLength(1)
    expect(screen.queryByText('Kesar Kitchen')).toBeNull()
    stop()
  })

  it('goes to sign-in when any call answers 401 (the session ended elsewhere)', async () => {
    const server = new FakeOwnerServer()
    const { stop, app } = renderOwner({ server })
    await screen.findByRole('tab', { name: 'Inbox' })
    server.on('GET', OWNER_CONVERSATIONS_PATH, () => ({
      status: 401,
      body: { message: 'Session expired', code: 'TOKEN_EXPIRED' },
    }))
    await act(() => app.inbox.load())
    expect(await screen.findByRole('heading', { name: 'Sign in to your inbox' })).toBeTruthy()
    stop()
  })

  it('offers a retry when the server cannot be reached at start', async () => {
    const server = new FakeOwnerServer().on('GET', OWNER_ME_PATH, () => ({
      status: 503,
      body: { message: 'Unavailable' },
    }))
    const { stop } = renderOwner({ server })
    expect(await screen.findByText('The inbox could not be reached.')).toBeTruthy()
    server.on('GET', OWNER_ME_PATH, () => ({ body: testIdentity }))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('tab', { name: 'Inbox' })).toBeTruthy()
    stop()
  })
})

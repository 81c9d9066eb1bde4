// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEND_OTP_PATH, VERIFY_OTP_PATH } from '../../../contract/auth'
import { OWNER_SEND_OTP_PATH, OWNER_VERIFY_OTP_PATH } from '../../../contract/owner-auth'
import { ChatStateOutlet } from '../../engine/outlets'
import { EngineProvider } from '../../engine/react'
import { createTestEngine, TEST_CUSTOMER } from '../../engine/testing/test-engine'
import { FakeOwnerServer, testIdentity } from '../../owner/testing/fake-owner-server'
import { renderOwner } from '../../owner/testing/render-owner'
import { authPlugin } from '../../plugins/auth'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  cleanup()
  vi.useRealTimers()
})

/** One app the form signs in to, as a person sees it. */
interface Host {
  /** Renders the app signed out, its form on screen; every code but 123456 is wrong. */
  start(): Promise<{ signedIn(): boolean; sent(): unknown[] }>
  labels: { title: string; code: string; codeTitle: string; changeNumber: string; sentTo: string; wrongCode: string }
}

const widget: Host = {
  async start() {
    const harness = createTestEngine({
      plugins: [authPlugin],
      routes: {
        [`POST ${SEND_OTP_PATH}`]: { body: { message: 'success' } },
        [`POST ${VERIFY_OTP_PATH}`]: ({ body }) =>
          (body as { otp: string }).otp === '123456'
            ? { body: { message: 'success', customerId: TEST_CUSTOMER._id, token: 't', customerData: TEST_CUSTOMER } }
            : { status: 400, body: { message: 'Invalid OTP' } },
      },
    })
    await harness.engine.start()
    render(
      <EngineProvider engine={harness.engine}>
        <ChatStateOutlet fallback={<p>chat</p>} />
      </EngineProvider>,
    )
    // The widget's forms are a lazy chunk of their own.
    await screen.findByRole('heading', { name: 'Enter your WhatsApp number' })
    return {
      signedIn: () => harness.engine.state === 'chat-active',
      sent: () => harness.transport.callsTo(SEND_OTP_PATH).map((call) => call.body),
    }
  },
  labels: {
    title: 'Enter your WhatsApp number',
    code: 'Verification code',
    codeTitle: 'Enter the verification code',
    changeNumber: 'Change number',
    sentTo: 'We sent a code to +1 9829012345',
    wrongCode: 'Invalid verification code. Please try again.',
  },
}

const owner: Host = {
  async start() {
    const server = new FakeOwnerServer()
      .on('POST', OWNER_SEND_OTP_PATH, () => ({ body: { message: 'success' } }))
      .on('POST', OWNER_VERIFY_OTP_PATH, ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? { body: testIdentity }
          : { status: 400, body: { message: 'Invalid OTP', code: 'INVALID_OTP' } },
      )
    const { app, stop } = renderOwner({ server, signedIn: false })
    stops.push(stop)
    await screen.findByRole('heading', { name: 'Sign in to your inbox' })
    return {
      signedIn: () => app.session.status === 'signedIn',
      sent: () => server.callsTo(OWNER_SEND_OTP_PATH).map((call) => call.body),
    }
  },
  labels: {
    title: 'Sign in to your inbox',
    code: '6-digit code',
    codeTitle: 'Enter your code',
    changeNumber: 'Use another number',
    sentTo: 'We sent a 6-digit code to +1 9829012345.',
    wrongCode: 'Invalid OTP',
  },
}

describe.each([
  ['the widget', widget],
  ['the owner app', owner],
])('the sign-in form in %s', (_name, host) => {
  it('enables each button by the same rules, sends the digits, and signs in with the code', async () => {
    const app = await host.start()
    expect(screen.getByRole('heading', { name: host.labels.title })).toBeTruthy()
    const send = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('+91')
    expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(45)
    const phone = screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement
    fireEvent.change(phone, { target: { value: '12345' } })
    expect(send.disabled).toBe(true)
    fireEvent.change(screen.getByRole('combobox', { name: 'Country code' }), { target: { value: '+1' } })
    fireEvent.change(phone, { target: { value: '982 901-2345' } })
    expect(phone.value).toBe('9829012345')
    expect(send.disabled).toBe(false)
    await act(async () => fireEvent.click(send))

    expect(await screen.findByRole('heading', { name: host.labels.codeTitle })).toBeTruthy()
    expect(app.sent()).toEqual([expect.objectContaining({ phoneNumber: '9829012345', countryCode: '+1' })])
    expect(screen.getByText(host.labels.sentTo)).toBeTruthy()
    const code = screen.getByRole('textbox', { name: host.labels.code })
    expect(document.activeElement).toBe(code)
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement
    fireEvent.change(code, { target: { value: '12345' } })
    expect(verify.disabled).toBe(true)
    fireEvent.change(code, { target: { value: '654321' } })
    await act(async () => fireEvent.submit(code.closest('form')!))
    expect((await screen.findByRole('alert')).textContent).toBe(host.labels.wrongCode)
    expect(code.getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(code, { target: { value: '123 456' } })
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => fireEvent.click(verify))
    await waitFor(() => expect(app.signedIn()).toBe(true))
  })

  it('goes back to the number, kept, with "Change number"', async () => {
    await host.start()
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '9829012345' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })))
    fireEvent.click(await screen.findByRole('button', { name: host.labels.changeNumber }))
    expect((screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe('9829012345')
  })

  it('offers "Resend code" after the server\'s 30 s, with the seconds left, announced only once allowed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const app = await host.start()
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '9829012345' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })))
    const resend = (await screen.findByRole('button', { name: 'Resend code' })) as HTMLButtonElement
    expect(resend.disabled).toBe(true)
    expect(resend.getAttribute('aria-live')).toBeNull()
    const wait = screen.getByText('You can ask for a new code in 30 s.')
    expect(resend.getAttribute('aria-describedby')).toBe(wait.id)
    expect(wait.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull()
    const status = () =>
      screen
        .getAllByRole('status')
        .map((region) => region.textContent)
        .join('')
    expect(status()).toBe('')

    act(() => void vi.advanceTimersByTime(10_000))
    expect(screen.getByText('You can ask for a new code in 20 s.')).toBeTruthy()
    expect(status()).toBe('')
    act(() => void vi.advanceTimersByTime(20_000))
    expect(resend.disabled).toBe(false)
    expect(screen.queryByText(/You can ask for a new code in/)).toBeNull()
    expect(status()).toBe("Didn't get it? You can ask for a new code now.")

    fireEvent.change(screen.getByRole('textbox', { name: host.labels.code }), { target: { value: '12' } })
    await act(async () => fireEvent.click(resend))
    await waitFor(() => expect(status()).toBe('We sent a new code.'))
    expect(app.sent()).toHaveLength(2)
    expect(app.sent()[1]).toEqual(expect.objectContaining({ phoneNumber: '9829012345', countryCode: '+91' }))
    const code = screen.getByRole('textbox', { name: host.labels.code }) as HTMLInputElement
    expect(code.value).toBe('')
    expect(document.activeElement).toBe(code)
    expect(resend.disabled).toBe(true)
    expect(screen.getByText('You can ask for a new code in 30 s.')).toBeTruthy()
  })
})

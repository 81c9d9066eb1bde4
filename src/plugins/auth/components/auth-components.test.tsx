// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SEND_OTP_PATH, VERIFY_OTP_PATH } from '../../../../contract/auth'
import { ChatStateOutlet } from '../../../engine/outlets'
import { EngineProvider } from '../../../engine/react'
import { createTestEngine, TEST_CUSTOMER } from '../../../engine/testing/test-engine'
import { authPlugin } from '../index'

afterEach(cleanup)

async function renderWidget(routes = {}) {
  const harness = createTestEngine({
    plugins: [authPlugin],
    routes: {
      [`POST ${SEND_OTP_PATH}`]: { body: { message: 'success' } },
      [`POST ${VERIFY_OTP_PATH}`]: { body: { message: 'success', customerId: TEST_CUSTOMER._id, token: 't', customerData: TEST_CUSTOMER } },
      ...routes,
    },
  })
  await harness.engine.start()
  render(
    <EngineProvider engine={harness.engine}>
      <ChatStateOutlet fallback={<p>chat</p>} />
    </EngineProvider>,
  )
  return harness
}

describe('phone entry and code entry components', () => {
  it('signs in through the forms', async () => {
    const { engine } = await renderWidget()
    const send = screen.getByRole('button', { name: 'Send code' })
    expect(send).toHaveProperty('disabled', true)
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('+91')
    expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(45)
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '9999999999' } })
    expect(send).toHaveProperty('disabled', false)
    await act(async () => {
      fireEvent.click(send)
    })
    expect(engine.state).toBe('code-verification')
    expect(screen.getByText('We sent a code to +91 9999999999')).toBeTruthy()

    const verify = screen.getByRole('button', { name: 'Verify' })
    expect(verify).toHaveProperty('disabled', true)
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: '123456' } })
    await act(async () => {
      fireEvent.click(verify)
    })
    await waitFor(() => expect(screen.getByText('chat')).toBeTruthy())
    expect(engine.state).toBe('chat-active')
  })

  it('announces a wrong code as an alert', async () => {
    await renderWidget({ [`POST ${VERIFY_OTP_PATH}`]: { status: 400, body: { message: 'Invalid OTP' } } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '9999999999' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    })
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: '000000' } })
    await act(async () => {
      fireEvent.submit(screen.getByRole('textbox', { name: 'Verification code' }).closest('form')!)
    })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid verification code. Please try again.'))
    expect(screen.getByRole('textbox', { name: 'Verification code' }).getAttribute('aria-invalid')).toBe('true')
  })
})

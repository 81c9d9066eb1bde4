import { describe, expect, it } from 'vitest'
import { SEND_OTP_PATH, VERIFY_OTP_PATH } from '../../../contract/auth'
import { createTestEngine, TEST_CUSTOMER } from '../../engine/testing/test-engine'
import { authPlugin } from './index'

const success = { body: { message: 'success' } }
const verified = { body: { message: 'success', customerId: TEST_CUSTOMER._id, token: 'token-new', customerData: TEST_CUSTOMER } }

async function atPhoneEntry(routes = {}, settings = {}) {
  const harness = createTestEngine({ plugins: [authPlugin], routes: { [`POST ${SEND_OTP_PATH}`]: success, [`POST ${VERIFY_OTP_PATH}`]: verified, ...routes }, settings })
  await harness.engine.start()
  return { ...harness, auth: harness.engine.plugin('auth') }
}

async function atCodeEntry(routes = {}, settings = {}) {
  const harness = await atPhoneEntry(routes, settings)
  harness.auth.setPhoneNumber('99999 99999')
  await harness.auth.sendCode()
  expect(harness.engine.state).toBe('code-verification')
  return harness
}

describe('auth plugin: phone entry', () => {
  it('defaults the country code to +91 and disables send while the number is blank after trimming', async () => {
    const { auth, transport } = await atPhoneEntry()
    expect(auth.countryCode).toBe('+91')
    expect(auth.canSendCode).toBe(false)
    auth.setPhoneNumber('   ')
    expect(auth.canSendCode).toBe(false)
    await expect(auth.sendCode()).resolves.toBe(false)
    expect(transport.callsTo(SEND_OTP_PATH)).toHaveLength(0)
    auth.setPhoneNumber(' 9 ')
    expect(auth.canSendCode).toBe(true)
  })

  it('sends the digits, the country code and the subdomain, then moves to code verification', async () => {
    const { auth, engine, transport } = await atPhoneEntry()
    auth.setCountryCode('+44')
    auth.setPhoneNumber('7700 900-123')
    await expect(auth.sendCode()).resolves.toBe(true)
    expect(transport.callsTo(SEND_OTP_PATH)[0]!.body).toEqual({ phoneNumber: '7700900123', countryCode: '+44', subdomain: 'demo' })
    expect(engine.state).toBe('code-verification')
    expect(auth.error).toBeNull()
  })

  it.each([
    ['the server says no', { body: { message: 'failed' } }, 'Failed to send verification code. Please check your number and try again.'],
    ['the server refuses the number', { status: 400, body: { message: 'Invalid phone number' } }, 'Failed to send verification code. Please check your number and try again.'],
    ['too many requests (server message)', { status: 429, body: { message: 'Too many codes. Try again in 10 minutes.' } }, 'Too many codes. Try again in 10 minutes.'],
    ['the server fails', { status: 500, body: { message: 'boom' } }, 'Failed to verify phone number. Please try again.'],
  ])('shows an error when %s, staying on phone entry', async (_case, answer, shown) => {
    const { auth, engine } = await atPhoneEntry({ [`POST ${SEND_OTP_PATH}`]: answer })
    auth.setPhoneNumber('9999999999')
    await expect(auth.sendCode()).resolves.toBe(false)
    expect(auth.error).toBe(shown)
    expect(engine.state).toBe('phone-entry')
    expect(auth.sending).toBe(false)
  })

  it('shows the exception message when the network fails', async () => {
    const { auth, transport } = await atPhoneEntry({
      [`POST ${SEND_OTP_PATH}`]: () => {
        throw new TypeError('offline')
      },
    })
    expect(transport).toBeDefined()
    auth.setPhoneNumber('9999999999')
    await auth.sendCode()
    expect(auth.error).toBe('Failed to verify phone number. Please try again.')
  })
})

describe('auth plugin: code entry', () => {
  it('disables verify while the code is blank', async () => {
    const { auth, transport } = await atCodeEntry()
    expect(auth.canVerify).toBe(false)
    auth.setCode('  ')
    await expect(auth.verifyCode()).resolves.toBe(false)
    expect(transport.callsTo(VERIFY_OTP_PATH)).toHaveLength(0)
  })

  it('success without topics: token and session stored, messages loaded, socket open, chat-active', async () => {
    const { auth, engine, transport, tokens, sockets } = await atCodeEntry()
    auth.setCode(' 123456 ')
    await expect(auth.verifyCode()).resolves.toBe(true)
    expect(transport.callsTo(VERIFY_OTP_PATH)[0]!.body).toEqual({ phoneNumber: '9999999999', countryCode: '+91', otp: '123456', subdomain: 'demo' })
    expect(engine.state).toBe('chat-active')
    expect(tokens.get()).toBe('token-new')
    expect(engine.session.current).toMatchObject({ customerId: 'cust-1', phoneNumber: '9999999999', countryCode: '+91' })
    expect(transport.callsTo('/business_website/chat_widget/get_chat_messages')).toHaveLength(1)
    expect(sockets.sockets).toHaveLength(1)
    expect(auth.code).toBe('')
  })

  it('success with topics: topic selection', async () => {
    const { auth, engine } = await atCodeEntry({}, { topics: [{ _id: 't1', name: 'Sweets' }] })
    auth.setCode('123456')
    await auth.verifyCode()
    expect(engine.state).toBe('topic-selection')
  })

  it.each([
    ['a 400', { status: 400, body: { message: 'Invalid OTP', code: 'OTP_INVALID' } }, 'Invalid verification code. Please try again.'],
    ['a 401 with its own code', { status: 401, body: { message: 'Invalid OTP', code: 'OTP_INVALID' } }, 'Invalid verification code. Please try again.'],
    ['a 200 without a token', { body: { message: 'Invalid OTP' } }, 'Invalid verification code. Please try again.'],
    ['a 429 (server message)', { status: 429, body: { message: 'Too many attempts. Request a new code.' } }, 'Too many attempts. Request a new code.'],
    ['a 500', { status: 500, body: { message: 'boom' } }, 'Failed to verify OTP. Please try again.'],
    ['an answer that does not decode', { body: { message: 'success', token: 42 } }, 'Failed to verify OTP. Please try again.'],
  ])('a wrong or failed code (%s) shows its message and stays', async (_case, answer, shown) => {
    const { auth, engine, tokens, navigations } = await atCodeEntry({ [`POST ${VERIFY_OTP_PATH}`]: answer })
    auth.setCode('000000')
    await expect(auth.verifyCode()).resolves.toBe(false)
    expect(auth.error).toBe(shown)
    expect(engine.state).toBe('code-verification')
    expect(tokens.get()).toBeNull()
    expect(navigations).toEqual([])
  })

  it('typing clears the error; "Change number" goes back to phone entry', async () => {
    const { auth, engine } = await atCodeEntry({ [`POST ${VERIFY_OTP_PATH}`]: { status: 400, body: { message: 'Invalid OTP' } } })
    auth.setCode('1')
    await auth.verifyCode()
    auth.setCode('12')
    expect(auth.error).toBeNull()
    auth.changeNumber()
    expect(engine.state).toBe('phone-entry')
    expect(auth.phoneNumber).toBe('99999 99999')
  })

  it('forgets what was typed on logout', async () => {
    const { auth, engine } = await atCodeEntry()
    auth.setCode('123456')
    await auth.verifyCode()
    await engine.logout()
    expect([auth.phoneNumber, auth.code, auth.error]).toEqual(['', '', null])
  })
})

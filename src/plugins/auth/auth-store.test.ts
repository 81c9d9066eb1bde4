import { describe, expect, it } from 'vitest'
import { SEND_OTP_PATH, VERIFY_OTP_PATH } from '../../../contract/auth'
import { createTestEngine, TEST_CUSTOMER } from '../../engine/testing/test-engine'
import { authPlugin } from './index'

// The form's rules and steps are the kernel's, tested once for the widget and the owner app
// (src/client/sign-in). Here: the widget's calls, its words for failures, and its chat states.

const success = { body: { message: 'success' } }
const verified = {
  body: { message: 'success', customerId: TEST_CUSTOMER._id, token: 'token-new', customerData: TEST_CUSTOMER },
}

async function atPhoneEntry(routes = {}, settings = {}) {
  const harness = createTestEngine({
    plugins: [authPlugin],
    routes: { [`POST ${SEND_OTP_PATH}`]: success, [`POST ${VERIFY_OTP_PATH}`]: verified, ...routes },
    settings,
  })
  await harness.engine.start()
  return { ...harness, form: harness.engine.plugin('auth').form }
}

async function atCodeEntry(routes = {}, settings = {}) {
  const harness = await atPhoneEntry(routes, settings)
  harness.form.setPhoneNumber('99999 99999')
  await harness.form.sendCode()
  expect(harness.engine.state).toBe('code-verification')
  return harness
}

const REFUSED_IN_HINDI = 'इस देश के नंबरों पर अभी कोड नहीं भेजे जा सकते।'

describe('auth plugin: phone entry', () => {
  it('sends the digits, the country code and the subdomain, then moves the chat to code verification', async () => {
    const { form, engine, transport } = await atPhoneEntry()
    expect(engine.state).toBe('phone-entry')
    form.setCountryCode('+44')
    form.setPhoneNumber('7700 900-123')
    await expect(form.sendCode()).resolves.toBe(true)
    expect(transport.callsTo(SEND_OTP_PATH)[0]!.body).toEqual({
      phoneNumber: '7700900123',
      countryCode: '+44',
      subdomain: 'demo',
    })
    expect(engine.state).toBe('code-verification')
    expect(form.error).toBeNull()
    expect(form.sentBySms).toBe(false)
  })

  it("says 'Sent by SMS' at the code when WhatsApp could not carry it, and nothing when it did", async () => {
    const bySms = await atCodeEntry({ [`POST ${SEND_OTP_PATH}`]: { body: { message: 'success', channel: 'sms' } } })
    expect(bySms.form.sentBySms).toBe(true)
    const byWhatsApp = await atCodeEntry({
      [`POST ${SEND_OTP_PATH}`]: { body: { message: 'success', channel: 'whatsapp', otherChannel: 'sms' } },
    })
    expect(byWhatsApp.form.sentBySms).toBe(false)
    expect(byWhatsApp.form.otherChannel).toBe('sms')
  })

  it.each([
    [
      'the server says no',
      { body: { message: 'failed' } },
      'Failed to send verification code. Please check your number and try again.',
    ],
    [
      'the server refuses the number',
      { status: 400, body: { message: 'Invalid phone number' } },
      'Failed to send verification code. Please check your number and try again.',
    ],
    [
      'too many requests (server message)',
      { status: 429, body: { message: 'Too many codes. Try again in 10 minutes.' } },
      'Too many codes. Try again in 10 minutes.',
    ],
    [
      "the number may not receive a code (the reason, in the reader's language)",
      { status: 400, body: { message: REFUSED_IN_HINDI, code: 'PHONE_COUNTRY_NOT_ALLOWED' } },
      REFUSED_IN_HINDI,
    ],
    [
      "the platform's code budget is spent (server message)",
      { status: 503, body: { message: 'We are sending too many codes right now.', code: 'OTP_BUDGET_SPENT' } },
      'We are sending too many codes right now.',
    ],
    [
      'the server fails',
      { status: 500, body: { message: 'boom' } },
      'Failed to verify phone number. Please try again.',
    ],
  ])('shows an error when %s, staying on phone entry', async (_case, answer, shown) => {
    const { form, engine } = await atPhoneEntry({ [`POST ${SEND_OTP_PATH}`]: answer })
    form.setPhoneNumber('9999999999')
    await expect(form.sendCode()).resolves.toBe(false)
    expect(form.error).toBe(shown)
    expect(engine.state).toBe('phone-entry')
    expect(form.sending).toBe(false)
  })

  it('shows the exception message when the network fails', async () => {
    const { form } = await atPhoneEntry({
      [`POST ${SEND_OTP_PATH}`]: () => {
        throw new TypeError('offline')
      },
    })
    form.setPhoneNumber('9999999999')
    await form.sendCode()
    expect(form.error).toBe('Failed to verify phone number. Please try again.')
  })
})

describe('auth plugin: code entry', () => {
  it('success without topics: token and session stored, messages loaded, socket open, chat-active', async () => {
    const { form, engine, transport, tokens, sockets } = await atCodeEntry()
    form.setCode(' 123 456 ')
    await expect(form.verifyCode()).resolves.toBe(true)
    expect(transport.callsTo(VERIFY_OTP_PATH)[0]!.body).toEqual({
      phoneNumber: '9999999999',
      countryCode: '+91',
      otp: '123456',
      subdomain: 'demo',
    })
    expect(engine.state).toBe('chat-active')
    expect(tokens.get()).toBe('token-new')
    expect(engine.session.current).toMatchObject({
      customerId: 'cust-1',
      phoneNumber: '9999999999',
      countryCode: '+91',
    })
    expect(transport.callsTo('/business_website/chat_widget/get_chat_messages')).toHaveLength(1)
    expect(sockets.sockets).toHaveLength(1)
    expect(form.code).toBe('')
  })

  it('success with topics: topic selection', async () => {
    const { form, engine } = await atCodeEntry({}, { topics: [{ _id: 't1', name: 'Sweets' }] })
    form.setCode('123456')
    await form.verifyCode()
    expect(engine.state).toBe('topic-selection')
  })

  it.each([
    [
      'a 400',
      { status: 400, body: { message: 'Invalid OTP', code: 'OTP_INVALID' } },
      'Invalid verification code. Please try again.',
    ],
    [
      'a 401 with its own code',
      { status: 401, body: { message: 'Invalid OTP', code: 'OTP_INVALID' } },
      'Invalid verification code. Please try again.',
    ],
    ['a 200 without a token', { body: { message: 'Invalid OTP' } }, 'Invalid verification code. Please try again.'],
    [
      'a 429 (server message)',
      { status: 429, body: { message: 'Too many attempts. Request a new code.' } },
      'Too many attempts. Request a new code.',
    ],
    ['a 500', { status: 500, body: { message: 'boom' } }, 'Failed to verify OTP. Please try again.'],
    [
      'an answer that does not decode',
      { body: { message: 'success', token: 42 } },
      'Failed to verify OTP. Please try again.',
    ],
  ])('a wrong or failed code (%s) shows its message and stays', async (_case, answer, shown) => {
    const { form, engine, tokens, navigations } = await atCodeEntry({ [`POST ${VERIFY_OTP_PATH}`]: answer })
    form.setCode('000000')
    await expect(form.verifyCode()).resolves.toBe(false)
    expect(form.error).toBe(shown)
    expect(engine.state).toBe('code-verification')
    expect(tokens.get()).toBeNull()
    expect(navigations).toEqual([])
  })

  it('"Change number" moves the chat back to phone entry', async () => {
    const { form, engine } = await atCodeEntry()
    form.changeNumber()
    expect(engine.state).toBe('phone-entry')
    expect(form.phoneNumber).toBe('9999999999')
  })

  it('forgets what was typed on logout', async () => {
    const { form, engine } = await atCodeEntry()
    form.setCode('123456')
    await form.verifyCode()
    await engine.logout()
    expect([form.phoneNumber, form.code, form.error, form.step]).toEqual(['', '', null, 'phone'])
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../http/http-error'
import { codeDigits, isCode, isPhoneNumber, phoneDigits } from './phone-rules'
import { type SignInCalls, SignInRefused, SignInStore } from './sign-in-store'

describe('the sign-in rules (widget and owner app alike)', () => {
  it.each([
    ['', '', false],
    ['   ', '', false],
    [' 9 ', '9', false],
    ['12345', '12345', false],
    ['123456', '123456', true],
    ['98290 12-345', '9829012345', true],
    ['+91 (98290) 12345', '919829012345', true],
    ['1234567890123456789', '123456789012345', true],
  ])('the number %j keeps %j; send enabled: %s', (typed, kept, sendable) => {
    expect(phoneDigits(typed)).toBe(kept)
    expect(isPhoneNumber(phoneDigits(typed))).toBe(sendable)
  })

  it.each([
    ['', '', false],
    ['  ', '', false],
    ['12345', '12345', false],
    [' 123 456 ', '123456', true],
    ['1234567', '123456', true],
    ['12a456', '12456', false],
  ])('the code %j keeps %j; verify enabled: %s', (typed, kept, verifiable) => {
    expect(codeDigits(typed)).toBe(kept)
    expect(isCode(codeDigits(typed))).toBe(verifiable)
  })
})

function store(overrides: Partial<SignInCalls> = {}) {
  const calls = {
    sendCode: vi.fn(async () => {}),
    verify: vi.fn(async () => {}),
    failure: vi.fn(
      (error: unknown, step: string) => `${step}: ${error instanceof Error ? error.message : String(error)}`,
    ),
    codeSent: vi.fn(),
    numberChanged: vi.fn(),
    ...overrides,
  }
  return { form: new SignInStore(calls), calls }
}

describe('SignInStore', () => {
  it('starts at the number with +91, nothing to press', () => {
    const { form } = store()
    expect([form.step, form.countryCode, form.canSendCode, form.canVerify]).toEqual(['phone', '+91', false, false])
  })

  it('sends the number, moves to the code and tells the app; verifies the code and clears it', async () => {
    const { form, calls } = store()
    form.setCountryCode('+44')
    form.setPhoneNumber('7700 900 123')
    expect(form.displayNumber).toBe('+44 7700900123')
    await expect(form.sendCode()).resolves.toBe(true)
    expect(calls.sendCode).toHaveBeenCalledWith({ phoneNumber: '7700900123', countryCode: '+44' })
    expect(calls.codeSent).toHaveBeenCalledOnce()
    expect(form.step).toBe('code')
    form.setCode('123456')
    await expect(form.verifyCode()).resolves.toBe(true)
    expect(calls.verify).toHaveBeenCalledWith({ phoneNumber: '7700900123', countryCode: '+44' }, '123456')
    expect([form.step, form.code, form.error]).toEqual(['phone', '', null])
  })

  it('is busy while a call is under way: the buttons are disabled and a second press sends nothing', async () => {
    let release!: () => void
    const { form, calls } = store({ sendCode: vi.fn(() => new Promise<void>((resolve) => (release = resolve))) })
    form.setPhoneNumber('9999999999')
    const sending = form.sendCode()
    expect([form.sending, form.canSendCode]).toEqual([true, false])
    await expect(form.sendCode()).resolves.toBe(false)
    release()
    await sending
    expect(calls.sendCode).toHaveBeenCalledOnce()
    expect(form.sending).toBe(false)
  })

  it("shows the app's words for a failure, stays on the step, and typing clears the error", async () => {
    const { form } = store({ verify: vi.fn(async () => Promise.reject(new SignInRefused('code'))) })
    form.setPhoneNumber('9999999999')
    await form.sendCode()
    form.setCode('000000')
    await expect(form.verifyCode()).resolves.toBe(false)
    expect(form.error).toBe('code: sign-in code refused')
    expect([form.step, form.verifying]).toEqual(['code', false])
    form.setCode('00000')
    expect(form.error).toBeNull()
  })

  it('"Change number" goes back with the number kept; reset empties the form', async () => {
    const { form, calls } = store()
    form.setPhoneNumber('9999999999')
    await form.sendCode()
    form.setCode('123')
    form.changeNumber()
    expect([form.step, form.phoneNumber, form.code]).toEqual(['phone', '9999999999', ''])
    expect(calls.numberChanged).toHaveBeenCalledOnce()
    form.reset()
    expect([form.phoneNumber, form.countryCode]).toEqual(['', '+91'])
  })

  describe('Resend code', () => {
    afterEach(() => vi.useRealTimers())

    it('is allowed 30 s after a code was sent, counting down, and sends to the same number again', async () => {
      vi.useFakeTimers()
      const { form, calls } = store()
      form.setPhoneNumber('9999999999')
      await form.sendCode()
      expect([form.resendWait, form.canResend]).toEqual([30, false])
      await expect(form.resendCode()).resolves.toBe(false)
      vi.advanceTimersByTime(1000)
      expect(form.resendWait).toBe(29)
      vi.advanceTimersByTime(29_000)
      expect([form.resendWait, form.canResend]).toEqual([0, true])
      form.setCode('12')
      await expect(form.resendCode()).resolves.toBe(true)
      expect(calls.sendCode).toHaveBeenLastCalledWith({ phoneNumber: '9999999999', countryCode: '+91' }, undefined)
      expect(calls.sendCode).toHaveBeenCalledTimes(2)
      expect(calls.codeSent).toHaveBeenCalledOnce()
      expect([form.step, form.code, form.resent, form.resendWait]).toEqual(['code', '', true, 30])
    })

    it("a refusal shows the error and waits the server's Retry-After", async () => {
      vi.useFakeTimers()
      const tooMany = new HttpError({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        serverMessage: 'Too many',
        retryAfterSeconds: 600,
        path: '/otp',
      })
      const sendCode = vi.fn(async () => {})
      const { form } = store({ sendCode })
      form.setPhoneNumber('9999999999')
      await form.sendCode()
      vi.advanceTimersByTime(30_000)
      sendCode.mockRejectedValueOnce(tooMany)
      await expect(form.resendCode()).resolves.toBe(false)
      expect([form.step, form.error, form.resendWait, form.canResend]).toEqual(['code', 'phone: Too many', 600, false])
    })
  })
})

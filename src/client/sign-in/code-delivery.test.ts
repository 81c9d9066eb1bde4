import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OtpDeliveryStatus } from '../../../contract/otp-delivery-status'
import { DELIVERY_WATCH } from './delivery-watch'
import { type CodeSent, type SignInCalls, SignInStore } from './sign-in-store'

/** A form at the code, whose request answered `sent`, and whose status call answers what `statuses` holds next. */
async function atCode(sent: CodeSent, statuses: OtpDeliveryStatus[] = []) {
  const calls = {
    sendCode: vi.fn<SignInCalls['sendCode']>(async () => sent),
    deliveryStatus: vi.fn(
      async () => statuses.shift() ?? { channel: sent.channel ?? null, status: 'accepted' as const },
    ),
    verify: vi.fn(async () => {}),
    failure: () => 'failed',
  }
  const form = new SignInStore(calls)
  form.setPhoneNumber('98777 10080')
  await form.sendCode()
  // The watch is a chunk of its own, loaded with the first code that has a status.
  await vi.dynamicImportSettled()
  return { form, calls }
}

/** Lets the next status question be asked and answered. */
async function nextQuestion() {
  await vi.advanceTimersByTimeAsync(DELIVERY_WATCH.everyMs)
}

describe('how the code went, in the shared sign-in store (widget, owner sign-in, sign-up)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("offers the other channel and sends 'Resend code' by it, under the same wait", async () => {
    const { form, calls } = await atCode({ channel: 'whatsapp', otherChannel: 'sms', deliveryId: 'd1' })
    expect([form.channel, form.otherChannel, form.sentBySms]).toEqual(['whatsapp', 'sms', false])
    expect(form.canResend).toBe(false)
    await expect(form.resendCode('sms')).resolves.toBe(false)
    await vi.advanceTimersByTimeAsync(30_000)
    calls.sendCode.mockResolvedValueOnce({ channel: 'sms', otherChannel: 'whatsapp', deliveryId: 'd2' })
    await expect(form.resendCode('sms')).resolves.toBe(true)
    await vi.dynamicImportSettled()
    expect(calls.sendCode).toHaveBeenLastCalledWith({ phoneNumber: '9877710080', countryCode: '+91' }, 'sms')
    expect([form.channel, form.otherChannel, form.sentBySms]).toEqual(['sms', 'whatsapp', true])
  })

  it("learns while it waits that WhatsApp failed and SMS carried the code: 'Sent by SMS'", async () => {
    const { form, calls } = await atCode({ channel: 'whatsapp', otherChannel: 'sms', deliveryId: 'd1' }, [
      { channel: 'whatsapp', status: 'sent' },
      { channel: 'sms', status: 'accepted' },
    ])
    await nextQuestion()
    expect([form.sentBySms, form.deliveryFailed]).toEqual([false, false])
    await nextQuestion()
    expect(calls.deliveryStatus).toHaveBeenLastCalledWith('d1')
    expect([form.sentBySms, form.deliveryFailed, form.otherChannel]).toEqual([true, false, null])
  })

  it('takes an answer that is no status for no answer', async () => {
    const { form } = await atCode({ channel: 'whatsapp', deliveryId: 'd1' }, [
      { channel: 'fax', status: 'failed' } as unknown as OtpDeliveryStatus,
    ])
    await nextQuestion()
    expect([form.channel, form.deliveryFailed]).toEqual(['whatsapp', false])
  })

  it('says the code failed when the provider says so, and stops asking after an SMS failure', async () => {
    const { form, calls } = await atCode({ channel: 'sms', deliveryId: 'd1' }, [{ channel: 'sms', status: 'failed' }])
    await nextQuestion()
    expect(form.deliveryFailed).toBe(true)
    await nextQuestion()
    expect(calls.deliveryStatus).toHaveBeenCalledTimes(1)
  })

  it('stops asking once the number changes, and asks nothing without a delivery id', async () => {
    const { form, calls } = await atCode({ channel: 'whatsapp', deliveryId: 'd1' })
    form.changeNumber()
    await nextQuestion()
    expect(calls.deliveryStatus).not.toHaveBeenCalled()
    expect([form.channel, form.otherChannel]).toEqual([null, null])
    const quiet = await atCode({})
    await nextQuestion()
    expect(quiet.calls.deliveryStatus).not.toHaveBeenCalled()
  })

  it('gives up asking after a while', async () => {
    const { calls } = await atCode({ channel: 'whatsapp', deliveryId: 'd1' })
    await vi.advanceTimersByTimeAsync(DELIVERY_WATCH.forMs + DELIVERY_WATCH.everyMs * 2)
    const asked = calls.deliveryStatus.mock.calls.length
    expect(asked).toBeLessThanOrEqual(DELIVERY_WATCH.forMs / DELIVERY_WATCH.everyMs)
    await vi.advanceTimersByTimeAsync(DELIVERY_WATCH.everyMs * 3)
    expect(calls.deliveryStatus.mock.calls.length).toBe(asked)
  })
})

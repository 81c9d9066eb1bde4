import { makeAutoObservable, runInAction } from 'mobx'
import { CODE_RESEND_SECONDS, DEFAULT_COUNTRY_CODE } from '../../../contract/auth'
import { HttpError } from '../http/http-error'
import type { OtpChannel } from '../../../contract/otp-delivery'
import type { OtpDeliveryStatus } from '../../../contract/otp-delivery-status'
import { codeDigits, isCode, isPhoneNumber, phoneDigits } from './phone-rules'
import type { CodeSent, DeliveryWatch } from './delivery-watch'

export type { CodeSent }

/** The number a code is sent to, as the sign-in calls take it. */
export interface SignInPhone {
  phoneNumber: string
  countryCode: string
}

export type SignInStep = 'phone' | 'code'

/**
 * What an app plugs into the sign-in store: its calls and its words. A call rejects when it did not work; `failure`
 * turns that into the line shown under the form.
 */
export interface SignInCalls {
  /**
   * Asks for a code (the widget's `send_phone_number_otp`, the owner's and the sign-up's `send_otp`), by `channel`
   * when 'Resend code' names one; resolves with what the answer said of its delivery.
   */
  sendCode(phone: SignInPhone, channel?: OtpChannel): Promise<CodeSent | void>
  /** How a sent code stands (an `OtpDeliveryStatus`, decoded by the watch): asked while the form waits. */
  deliveryStatus?(deliveryId: string): Promise<unknown>
  /** Checks the code; on success the app signs in (stores its session) before this resolves. */
  verify(phone: SignInPhone, code: string): Promise<void>
  /** The text shown for a failed call of that step. */
  failure(error: unknown, step: SignInStep): string
  /** The code was sent (the widget moves its chat to code entry). */
  codeSent?(): void
  /** Back from the code to the number (the widget moves its chat back). */
  numberChanged?(): void
}

/** A call answered, but not with a yes (a widget answer with another `message` than 'success'): `failure` words it. */
export class SignInRefused extends Error {
  constructor(readonly step: SignInStep) {
    super(`sign-in ${step} refused`)
    this.name = 'SignInRefused'
  }
}

/**
 * Phone + one-time code sign-in, one store for the widget and the owner
 * app: country code (default +91) and number, 'Send code', the code,
 * 'Verify', 'Resend code' (after `CODE_RESEND_SECONDS`, the server's wait
 * between two codes, or its Retry-After), 'Change number'; which button may be pressed (the rules of
 * `phone-rules.ts`), what is under way, and the error under the form (typing
 * clears it). The calls and the words are the app's (`SignInCalls`).
 *
 * @example
 * const form = new SignInStore({
 *   ...codeCalls(api.post.bind(api), { send: OWNER_SEND_OTP_PATH, status: OWNER_OTP_STATUS_PATH }),
 *   verify: (phone, otp) => api.post(OWNER_VERIFY_OTP_PATH, { ...phone, otp }, OwnerSessionResponse).then(signedIn),
 *   failure: (error) => errorText(error, t),
 * })
 * form.setPhoneNumber('98290 12345')
 * await form.sendCode() // form.step === 'code'
 */
export class SignInStore {
  step: SignInStep = 'phone'
  countryCode = DEFAULT_COUNTRY_CODE
  /** Digits only (see `phoneDigits`). */
  phoneNumber = ''
  /** Digits only (see `codeDigits`). */
  code = ''
  busy: 'sending' | 'verifying' | null = null
  /** Already worded for people (the app's `failure`). */
  error: string | null = null
  /** Whole seconds until 'Resend code' may be pressed (0: now); counts down once a second. */
  resendWait = 0
  /** A new code was sent by 'Resend code' (the form says so once). */
  resent = false
  /** What carries the code, when the server said ('Sent by SMS'); a late SMS after WhatsApp failed changes it. */
  channel: OtpChannel | null = null
  /** The channel 'Resend code' may choose instead ('Send by SMS instead'), when the deployment has both. */
  otherChannel: OtpChannel | null = null
  /** The provider reported the code undelivered after the form said it was sent. */
  deliveryFailed = false
  private ticker: ReturnType<typeof setInterval> | undefined
  /** Loaded with the first code that has a status to ask (a chunk of its own); the code it asks about. */
  #watch: DeliveryWatch | null = null
  #watching: string | undefined

  constructor(private readonly calls: SignInCalls) {
    makeAutoObservable<SignInStore, 'calls' | 'ticker'>(this, { calls: false, ticker: false })
  }

  /** The code went by SMS (asked, or WhatsApp could not carry it): the form says 'Sent by SMS'. */
  get sentBySms(): boolean {
    return this.channel === 'sms'
  }

  get sending(): boolean {
    return this.busy === 'sending'
  }

  get verifying(): boolean {
    return this.busy === 'verifying'
  }

  get canSendCode(): boolean {
    return this.busy === null && isPhoneNumber(this.phoneNumber)
  }

  /** 'Resend code' may be pressed: on the code step, nothing under way, the wait over. */
  get canResend(): boolean {
    return this.step === 'code' && this.busy === null && this.resendWait === 0
  }

  get canVerify(): boolean {
    return this.busy === null && isCode(this.code)
  }

  /** The number as the calls take it. */
  get phone(): SignInPhone {
    return { phoneNumber: this.phoneNumber, countryCode: this.countryCode }
  }

  /** `+91 9999999999`, for "We sent a code to ...". */
  get displayNumber(): string {
    return `${this.countryCode} ${this.phoneNumber}`
  }

  setCountryCode(code: string): void {
    this.countryCode = code
    this.error = null
  }

  setPhoneNumber(typed: string): void {
    this.phoneNumber = phoneDigits(typed)
    this.error = null
  }

  setCode(typed: string): void {
    this.code = codeDigits(typed)
    this.error = null
  }

  /** Asks for a code; on success the form moves to the code. Resolves whether it was sent. */
  async sendCode(): Promise<boolean> {
    if (!this.canSendCode) return false
    this.busy = 'sending'
    this.error = null
    try {
      const sent = await this.calls.sendCode(this.phone)
      runInAction(() => {
        this.delivered(sent)
        this.busy = null
        this.step = 'code'
        this.code = ''
        this.resent = false
        this.waitToResend(CODE_RESEND_SECONDS)
      })
      this.calls.codeSent?.()
      return true
    } catch (error) {
      runInAction(() => {
        this.busy = null
        this.error = this.calls.failure(error, 'phone')
      })
      return false
    }
  }

  /**
   * Asks for another code to the same number, staying at the code, by `channel` when given ('Send by SMS instead');
   * a refusal shows the error and, with a Retry-After, waits that long. The phone's limits are the server's, whatever
   * the channel. Resolves whether it was sent.
   */
  async resendCode(channel?: OtpChannel): Promise<boolean> {
    if (!this.canResend) return false
    this.busy = 'sending'
    this.error = null
    this.resent = false
    try {
      const sent = await this.calls.sendCode(this.phone, channel)
      runInAction(() => {
        this.delivered(sent)
        this.busy = null
        this.code = ''
        this.resent = true
        this.waitToResend(CODE_RESEND_SECONDS)
      })
      return true
    } catch (error) {
      runInAction(() => {
        this.busy = null
        this.error = this.calls.failure(error, 'phone')
        if (error instanceof HttpError && error.retryAfterSeconds) this.waitToResend(error.retryAfterSeconds)
      })
      return false
    }
  }

  /**
   * Checks the code; on success the app has signed in and the form is cleared for next time. Resolves whether it
   * worked.
   */
  async verifyCode(): Promise<boolean> {
    if (!this.canVerify) return false
    this.busy = 'verifying'
    this.error = null
    try {
      await this.calls.verify(this.phone, this.code)
      this.delivered()
      runInAction(() => {
        this.busy = null
        this.step = 'phone'
        this.code = ''
        this.waitToResend(0)
      })
      return true
    } catch (error) {
      runInAction(() => {
        this.busy = null
        this.error = this.calls.failure(error, 'code')
      })
      return false
    }
  }

  /** Back from the code to the number (kept, to correct it). */
  changeNumber(): void {
    this.step = 'phone'
    this.code = ''
    this.error = null
    this.resent = false
    this.delivered()
    this.calls.numberChanged?.()
  }

  /** Back to an empty form at the number (signed out); the country code stays. */
  reset(): void {
    this.step = 'phone'
    this.phoneNumber = ''
    this.code = ''
    this.error = null
    this.busy = null
    this.resent = false
    this.delivered()
    this.waitToResend(0)
  }

  /**
   * Takes in what a send answered, and starts asking how the code stands when the app can ask; with nothing, forgets
   * the last code's delivery (signed in, another number).
   */
  private delivered(sent?: CodeSent | void): void {
    this.channel = sent?.channel ?? null
    this.otherChannel = sent?.otherChannel ?? null
    this.deliveryFailed = false
    this.#watch?.stop()
    this.#watching = sent?.deliveryId
    if (this.#watching && this.calls.deliveryStatus) void this.watchDelivery(this.#watching)
  }

  private async watchDelivery(deliveryId: string): Promise<void> {
    const { DeliveryWatch } = await import('./delivery-watch')
    // Another code, or none, by the time the chunk came.
    if (this.#watching !== deliveryId) return
    this.#watch ??= new DeliveryWatch(
      (id) => this.calls.deliveryStatus!(id),
      (status) => this.applyStatus(status),
    )
    this.#watch.start(deliveryId)
  }

  /**
   * A status while the form waits: the SMS that followed a failed WhatsApp message ('Sent by SMS', and no other
   * channel left to offer), or a failure to say.
   */
  private applyStatus(status: OtpDeliveryStatus): void {
    if (status.channel !== this.channel) this.otherChannel = null
    if (status.channel) this.channel = status.channel
    this.deliveryFailed = status.status === 'failed'
  }

  private waitToResend(seconds: number): void {
    clearInterval(this.ticker)
    this.ticker = undefined
    this.resendWait = seconds
    if (seconds <= 0) return
    const until = Date.now() + seconds * 1000
    this.ticker = setInterval(() => this.tick(until), 1000)
  }

  private tick(until: number): void {
    runInAction(() => (this.resendWait = Math.max(0, Math.ceil((until - Date.now()) / 1000))))
    if (this.resendWait === 0) this.waitToResend(0)
  }
}

import { makeAutoObservable, runInAction } from 'mobx'
import { DEFAULT_COUNTRY_CODE } from '../../../contract/contact'
import { codeDigits, isCode, isPhoneNumber, phoneDigits } from './phone-rules'

/** The number a code is sent to, as the sign-in calls take it. */
export interface SignInPhone {
  phoneNumber: string
  countryCode: string
}

export type SignInStep = 'phone' | 'code'

/**
 * What an app plugs into the sign-in store: its two calls and its words.
 * A call rejects when it did not work; `failure` turns that into the line
 * shown under the form.
 */
export interface SignInCalls {
  /** Asks for a code (the widget's `send_phone_number_otp`, the owner's `send_otp`). */
  sendCode(phone: SignInPhone): Promise<void>
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
 * 'Verify', 'Change number'; which button may be pressed (the rules of
 * `phone-rules.ts`), what is under way, and the error under the form (typing
 * clears it). The calls and the words are the app's (`SignInCalls`).
 *
 * @example
 * const form = new SignInStore({
 *   sendCode: (phone) => api.post(OWNER_SEND_OTP_PATH, phone, MessageResponse).then(() => {}),
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

  constructor(private readonly calls: SignInCalls) {
    makeAutoObservable<SignInStore, 'calls'>(this, { calls: false })
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
      await this.calls.sendCode(this.phone)
      runInAction(() => {
        this.busy = null
        this.step = 'code'
        this.code = ''
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
   * Checks the code; on success the app has signed in and the form is cleared for next time. Resolves whether it
   * worked.
   */
  async verifyCode(): Promise<boolean> {
    if (!this.canVerify) return false
    this.busy = 'verifying'
    this.error = null
    try {
      await this.calls.verify(this.phone, this.code)
      runInAction(() => {
        this.busy = null
        this.step = 'phone'
        this.code = ''
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
    this.calls.numberChanged?.()
  }

  /** Back to an empty form at the number (signed out); the country code stays. */
  reset(): void {
    this.step = 'phone'
    this.phoneNumber = ''
    this.code = ''
    this.error = null
    this.busy = null
  }
}

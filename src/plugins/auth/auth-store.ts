import * as t from 'io-ts'
import { makeAutoObservable, runInAction } from 'mobx'
import { MessageResponse, SEND_OTP_PATH, VERIFY_OTP_PATH, VerifyOtpResponse } from '../../../contract/auth'
import type { ChatEngine } from '../../engine/chat-engine'
import { HttpError } from '../../engine/transport/http-error'
import { DEFAULT_COUNTRY_CODE } from './dial-codes'

/** A wrong code may come back as a plain `{ message }` with 200; only a full `VerifyOtpResponse` signs in. */
const VerifyAnswer = t.union([VerifyOtpResponse, MessageResponse])

/**
 * Phone entry and code entry (docs/product.md): the form values, whether each button
 * may be pressed, the calls, and the error shown under the form.
 */
export class AuthStore {
  countryCode = DEFAULT_COUNTRY_CODE
  phoneNumber = ''
  code = ''
  sending = false
  verifying = false
  /** Already translated, or the server's message (429). */
  error: string | null = null

  constructor(private readonly engine: ChatEngine) {
    makeAutoObservable<AuthStore, 'engine'>(this, { engine: false })
  }

  /** Send is disabled when the number is blank after trimming. */
  get canSendCode(): boolean {
    return this.phoneNumber.trim() !== '' && !this.sending
  }

  /** Verify is disabled when the code is blank. */
  get canVerify(): boolean {
    return this.code.trim() !== '' && !this.verifying
  }

  /** The number as sent: digits only (people type spaces and dashes). */
  get nationalNumber(): string {
    return this.phoneNumber.replace(/\D/g, '')
  }

  /** `+91 9999999999`, for "We sent a code to ...". */
  get displayNumber(): string {
    return `${this.countryCode} ${this.nationalNumber}`
  }

  setCountryCode(code: string): void {
    this.countryCode = code
    this.error = null
  }

  setPhoneNumber(value: string): void {
    this.phoneNumber = value
    this.error = null
  }

  setCode(value: string): void {
    this.code = value
    this.error = null
  }

  /** `send_phone_number_otp`; on success the chat moves to code verification. */
  async sendCode(): Promise<boolean> {
    if (!this.canSendCode) return false
    this.sending = true
    this.error = null
    try {
      const answer = await this.engine.transport.post(
        SEND_OTP_PATH,
        { phoneNumber: this.nationalNumber, countryCode: this.countryCode, subdomain: this.engine.site.subdomain },
        MessageResponse,
      )
      const sent = answer.message === 'success'
      runInAction(() => {
        this.sending = false
        if (!sent) this.error = this.engine.t('auth:errors.sendFailed')
        else {
          this.code = ''
          this.engine.codeSent()
        }
      })
      return sent
    } catch (error) {
      runInAction(() => {
        this.sending = false
        this.error = this.failure(error, 'auth:errors.sendFailed', 'auth:errors.phoneFailed')
      })
      return false
    }
  }

  /** `verify_phone_number_otp`; on success the engine stores the session and enters the chat. */
  async verifyCode(): Promise<boolean> {
    if (!this.canVerify) return false
    this.verifying = true
    this.error = null
    const phone = { phoneNumber: this.nationalNumber, countryCode: this.countryCode }
    try {
      const answer = await this.engine.transport.post(
        VERIFY_OTP_PATH,
        { ...phone, otp: this.code.trim(), subdomain: this.engine.site.subdomain },
        VerifyAnswer,
      )
      if (answer.message !== 'success') {
        runInAction(() => {
          this.verifying = false
          this.error = this.engine.t('auth:errors.invalidCode')
        })
        return false
      }
      // 'success' without a full answer (no token) is a broken server, not a wrong code.
      if (!VerifyOtpResponse.is(answer)) throw new Error('verify_phone_number_otp answered success without a token')
      await this.engine.signIn(answer, phone)
      runInAction(() => {
        this.verifying = false
        this.code = ''
      })
      return true
    } catch (error) {
      runInAction(() => {
        this.verifying = false
        this.error = this.failure(error, 'auth:errors.invalidCode', 'auth:errors.verifyFailed')
      })
      return false
    }
  }

  /** Back from the code screen to the number. */
  changeNumber(): void {
    this.code = ''
    this.error = null
    this.engine.requestLogin()
  }

  /** Forget what was typed (logout). */
  onLogout(): void {
    this.phoneNumber = ''
    this.code = ''
    this.error = null
    this.sending = false
    this.verifying = false
  }

  /**
   * A 429 shows the server's own message; any other answer from the
   * server is its "no" (`refused`); a network or decoding failure, or
   * anything thrown on our side, is the exception message (`failed`).
   */
  private failure(error: unknown, refused: 'auth:errors.sendFailed' | 'auth:errors.invalidCode', failed: 'auth:errors.phoneFailed' | 'auth:errors.verifyFailed'): string {
    if (error instanceof HttpError && error.answered) {
      if (error.status === 429 && error.serverMessage) return error.serverMessage
      if (error.status < 500) return this.engine.t(refused)
    }
    return this.engine.t(failed)
  }
}

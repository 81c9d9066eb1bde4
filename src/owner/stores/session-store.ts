import { makeAutoObservable, runInAction } from 'mobx'
import { MessageResponse } from '../../../contract/auth'
import {
  OWNER_LOGOUT_PATH,
  OWNER_ME_PATH,
  OWNER_SEND_OTP_PATH,
  OWNER_VERIFY_OTP_PATH,
  OwnerSessionResponse,
  type OwnerIdentity,
} from '../../../contract/owner-auth'
import { HttpError } from '../../client/http/http-error'
import { DEFAULT_COUNTRY_CODE } from '../../plugins/auth/dial-codes'
import type { OwnerT } from '../i18n'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { errorText } from './error-text'

/** Where the owner's session stands: being checked at start, signed out (the sign-in screen), signed in, or the server could not be asked. */
export type SessionStatus = 'checking' | 'signedOut' | 'signedIn' | 'unavailable'

/** Length of the one-time code. */
export const OTP_LENGTH = 6

export interface SessionDeps {
  api: OwnerHttpClient
  t: OwnerT
  /** After sign-in (or a session found at start): open the live link, load the inbox. */
  onSignedIn(identity: OwnerIdentity): void
  /** After sign-out (or a 401 on any call): close the live link, drop the site's data. */
  onSignedOut(): void
}

/**
 * The owner's sign-in (contract/owner-auth.ts): at start `me` says whether a
 * session cookie is there; otherwise country code + phone, 'Send code', the
 * 6-digit code, 'Verify'. The server's refusals are shown as it words them.
 * The session itself is an httpOnly cookie the app never sees.
 */
export class SessionStore {
  status: SessionStatus = 'checking'
  step: 'phone' | 'code' = 'phone'
  countryCode = DEFAULT_COUNTRY_CODE
  phoneNumber = ''
  code = ''
  error: string | null = null
  busy: 'sending' | 'verifying' | 'signingOut' | null = null
  identity: OwnerIdentity | null = null

  constructor(private readonly deps: SessionDeps) {
    makeAutoObservable<SessionStore, 'deps'>(this, { deps: false })
  }

  /** National number digits, 6 to 15 of them. */
  get canSendCode(): boolean {
    return this.busy === null && /^\d{6,15}$/.test(this.phoneNumber)
  }

  get canVerify(): boolean {
    return this.busy === null && new RegExp(`^\\d{${OTP_LENGTH}}$`).test(this.code)
  }

  /** `+91 98290 12345`-ish, as the owner typed it. */
  get displayNumber(): string {
    return `${this.countryCode} ${this.phoneNumber}`
  }

  setCountryCode(code: string): void {
    this.countryCode = code
    this.error = null
  }

  /** Digits only: spaces and dashes people type are dropped. */
  setPhoneNumber(value: string): void {
    this.phoneNumber = value.replace(/\D/g, '')
    this.error = null
  }

  setCode(value: string): void {
    this.code = value.replace(/\D/g, '').slice(0, OTP_LENGTH)
    this.error = null
  }

  /** At start: is an owner session there? A 401 means no; no answer at all offers a retry. */
  async check(): Promise<void> {
    this.status = 'checking'
    try {
      const identity = await this.deps.api.get(OWNER_ME_PATH, OwnerSessionResponse)
      this.signedIn(identity)
    } catch (error) {
      runInAction(() => {
        if (error instanceof HttpError && error.status === 401) this.status = 'signedOut'
        else if (this.status === 'checking') this.status = 'unavailable'
      })
    }
  }

  async sendCode(): Promise<void> {
    if (!this.canSendCode) return
    this.busy = 'sending'
    this.error = null
    try {
      await this.deps.api.post(OWNER_SEND_OTP_PATH, { phoneNumber: this.phoneNumber, countryCode: this.countryCode }, MessageResponse)
      runInAction(() => {
        this.step = 'code'
        this.code = ''
      })
    } catch (error) {
      runInAction(() => (this.error = errorText(error, this.deps.t)))
    } finally {
      runInAction(() => (this.busy = null))
    }
  }

  async verify(): Promise<void> {
    if (!this.canVerify) return
    this.busy = 'verifying'
    this.error = null
    try {
      const body = { phoneNumber: this.phoneNumber, countryCode: this.countryCode, otp: this.code }
      const identity = await this.deps.api.post(OWNER_VERIFY_OTP_PATH, body, OwnerSessionResponse)
      this.signedIn(identity)
    } catch (error) {
      runInAction(() => (this.error = errorText(error, this.deps.t)))
    } finally {
      runInAction(() => (this.busy = null))
    }
  }

  /** Back from the code to the number. */
  changeNumber(): void {
    this.step = 'phone'
    this.code = ''
    this.error = null
  }

  /** Ends the session on the server (its sockets go too); signed out here whatever the answer. */
  async signOut(): Promise<void> {
    this.busy = 'signingOut'
    try {
      await this.deps.api.post(OWNER_LOGOUT_PATH, {}, MessageResponse)
    } catch {
      // Already gone (401) or unreachable: the owner asked to leave, so this app forgets the session anyway.
    } finally {
      runInAction(() => (this.busy = null))
      this.signedOut()
    }
  }

  /** The session is gone (sign-out, or a 401 on any call). */
  signedOut(): void {
    const wasSignedIn = this.status === 'signedIn'
    this.status = 'signedOut'
    this.identity = null
    this.step = 'phone'
    this.code = ''
    if (wasSignedIn) this.deps.onSignedOut()
  }

  private signedIn(identity: OwnerIdentity): void {
    runInAction(() => {
      this.identity = { owner: identity.owner, site: identity.site, expiresAt: identity.expiresAt }
      this.status = 'signedIn'
      this.step = 'phone'
      this.code = ''
      this.error = null
    })
    this.deps.onSignedIn(identity)
  }
}

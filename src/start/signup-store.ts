import { makeAutoObservable, runInAction } from 'mobx'
import {
  CreateSiteResponse,
  SIGNUP_CREATE_PATH,
  SIGNUP_OTP_STATUS_PATH,
  SIGNUP_SEND_OTP_PATH,
  SIGNUP_STATUS_PATH,
  SIGNUP_SUBDOMAIN_PATH,
  SIGNUP_SUGGEST_PATH,
  SIGNUP_VERIFY_OTP_PATH,
  SignupStatusResponse,
  SignupTicketResponse,
  SubdomainResponse,
  SuggestResponse,
  type BusinessKind,
  type SignupMode,
  type SubdomainStatus,
} from '../../contract/signup'
import { HttpError } from '../client/http/http-error'
import type { HttpClient } from '../client/http/http-client'
import { SignInStore } from '../client/sign-in/sign-in-store'
import { codeCalls } from '../client/sign-in/code-calls'
import type { SignupT } from './i18n'

/** The sign-up's steps, in order; `done` is the moment before the owner is taken to the new site. */
export const START_STEPS = ['phone', 'business', 'address', 'look'] as const
export type StartStep = (typeof START_STEPS)[number] | 'done'

/** How long typing in the address box pauses before its availability is asked. */
export const SUBDOMAIN_CHECK_DELAY_MS = 300
/** The longest business name and city, and 'one line about' (the server's limits). */
export const LIMITS = { businessName: 60, city: 60, about: 300 } as const

export interface SignupDeps {
  api: HttpClient
  t: SignupT
  /** Goes to the new site's `/owner` (the browser's `location.assign`; tests keep the URL). */
  navigate(url: string): void
}

/**
 * The sign-up at `/start` (contract/signup.ts): phone and code (the
 * kernel's sign-in store, with the sign-up's calls) → business name, kind,
 * city and a line about it → the address, suggested from the name and
 * checked as the owner types → template and palette with a preview → the
 * site is made, and the browser goes to its `/owner` with the one-time
 * hand-over link. The ticket from the code check proves the phone to the
 * last call; it lives only in this store.
 */
export class SignupStore {
  mode: SignupMode | null = null
  siteDomain = ''
  step: StartStep = 'phone'
  readonly form: SignInStore
  businessName = ''
  /** None until the owner picks one: a site's first words written for another kind of business mislead. */
  kind: BusinessKind | null = null
  city = ''
  about = ''
  /** Shown once the owner tried to go on: the business step's missing or too long fields. */
  showBusinessErrors = false
  subdomain = ''
  subdomainStatus: SubdomainStatus | 'checking' | null = null
  palette = 'saffron'
  templateSlug = 'product-v1'
  inviteCode = ''
  creating = false
  failure: string | null = null
  private ticket: string | null = null
  private checkTimer: ReturnType<typeof setTimeout> | undefined
  private checkSeq = 0

  constructor(private readonly deps: SignupDeps) {
    this.form = new SignInStore({
      ...codeCalls((path, body, codec) => deps.api.post(path, body, codec), {
        send: SIGNUP_SEND_OTP_PATH,
        status: SIGNUP_OTP_STATUS_PATH,
      }),
      verify: async (phone, otp) => {
        const { ticket } = await deps.api.post(SIGNUP_VERIFY_OTP_PATH, { ...phone, otp }, SignupTicketResponse)
        runInAction(() => {
          this.ticket = ticket
          this.step = 'business'
        })
      },
      failure: (error) => this.errorText(error),
    })
    makeAutoObservable<SignupStore, 'deps' | 'checkTimer' | 'checkSeq'>(this, {
      deps: false,
      form: false,
      checkTimer: false,
      checkSeq: false,
    })
  }

  /** Asks whether sign-up is open, and under which domain sites live. */
  async load(): Promise<void> {
    try {
      const status = await this.deps.api.get(SIGNUP_STATUS_PATH, SignupStatusResponse)
      runInAction(() => {
        this.mode = status.mode
        this.siteDomain = status.siteDomain
      })
    } catch (error) {
      runInAction(() => (this.failure = this.errorText(error)))
    }
  }

  /** The step's number for 'Step 2 of 4'. */
  get stepNumber(): number {
    return this.step === 'done' ? START_STEPS.length : START_STEPS.indexOf(this.step) + 1
  }

  get businessErrors(): { businessName?: string; kind?: string; city?: string; about?: string } {
    const errors: { businessName?: string; kind?: string; city?: string; about?: string } = {}
    const { t } = this.deps
    if (this.businessName.trim() === '') errors.businessName = t('business.nameRequired')
    else if (this.businessName.trim().length > LIMITS.businessName)
      errors.businessName = t('business.tooLong', { max: LIMITS.businessName })
    if (this.kind === null) errors.kind = t('business.kindRequired')
    if (this.city.trim() === '') errors.city = t('business.cityRequired')
    else if (this.city.trim().length > LIMITS.city) errors.city = t('business.tooLong', { max: LIMITS.city })
    if (this.about.trim().length > LIMITS.about) errors.about = t('business.tooLong', { max: LIMITS.about })
    return errors
  }

  setBusinessName(value: string) {
    this.businessName = value
  }
  setKind(value: BusinessKind) {
    this.kind = value
  }
  setCity(value: string) {
    this.city = value
  }
  setAbout(value: string) {
    this.about = value
  }
  setPalette(value: string) {
    this.palette = value
  }
  setTemplate(value: string) {
    this.templateSlug = value
  }
  setInviteCode(value: string) {
    this.inviteCode = value
  }

  /** From the business to the address: an address suggested from the name (free when suggested). */
  async submitBusiness(): Promise<void> {
    this.showBusinessErrors = true
    if (Object.keys(this.businessErrors).length > 0) return
    this.failure = null
    try {
      const { subdomain } = await this.deps.api.get(SIGNUP_SUGGEST_PATH, SuggestResponse, {
        name: this.businessName.trim(),
        city: this.city.trim(),
      })
      runInAction(() => {
        this.subdomain = subdomain
        this.subdomainStatus = 'available'
        this.step = 'address'
      })
    } catch (error) {
      runInAction(() => (this.failure = this.errorText(error)))
    }
  }

  /** The owner types an address: lower-cased, then checked once typing pauses. */
  setSubdomain(value: string) {
    this.subdomain = value.trim().toLowerCase()
    this.subdomainStatus = 'checking'
    clearTimeout(this.checkTimer)
    this.checkTimer = setTimeout(() => void this.checkSubdomain(), SUBDOMAIN_CHECK_DELAY_MS)
  }

  async checkSubdomain(): Promise<void> {
    const seq = ++this.checkSeq
    const subdomain = this.subdomain
    try {
      const answer = await this.deps.api.get(SIGNUP_SUBDOMAIN_PATH, SubdomainResponse, { subdomain })
      // Only the answer for what the box holds now counts.
      if (seq === this.checkSeq) runInAction(() => (this.subdomainStatus = answer.status))
    } catch (error) {
      if (seq === this.checkSeq) runInAction(() => (this.failure = this.errorText(error)))
    }
  }

  submitAddress(): void {
    if (this.subdomainStatus === 'available') this.step = 'look'
  }

  back(): void {
    this.failure = null
    if (this.step === 'address') this.step = 'business'
    else if (this.step === 'look') this.step = 'address'
  }

  /** Makes the site; on success the browser goes to its `/owner`, signed in by the hand-over link. */
  async create(): Promise<void> {
    if (this.creating || this.ticket === null || this.kind === null) return
    this.creating = true
    this.failure = null
    try {
      const made = await this.deps.api.post(
        SIGNUP_CREATE_PATH,
        {
          ticket: this.ticket,
          businessName: this.businessName.trim(),
          kind: this.kind,
          city: this.city.trim(),
          subdomain: this.subdomain,
          templateSlug: this.templateSlug,
          palette: this.palette,
          ...(this.about.trim() ? { about: this.about.trim() } : {}),
          ...(this.mode === 'invite' ? { inviteCode: this.inviteCode.trim() } : {}),
        },
        CreateSiteResponse,
      )
      runInAction(() => (this.step = 'done'))
      this.deps.navigate(made.ownerUrl)
    } catch (error) {
      runInAction(() => {
        this.failure = this.errorText(error)
        // Taken meanwhile: back to the address, with what the server says.
        if (error instanceof HttpError && error.code === 'SUBDOMAIN_UNAVAILABLE') {
          this.step = 'address'
          void this.checkSubdomain()
        }
      })
    } finally {
      runInAction(() => (this.creating = false))
    }
  }

  private errorText(error: unknown): string {
    if (error instanceof HttpError) {
      if (error.serverMessage) return error.serverMessage
      if (error.status === 0) return this.deps.t('app.network')
    }
    return this.deps.t('app.generic')
  }
}

import { makeAutoObservable, runInAction } from 'mobx'
import {
  OWNER_SETTINGS_HOURS_PATH,
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PAYMENTS_PATH,
  OWNER_SETTINGS_PROFILE_PATH,
  OWNER_SETTINGS_TEST_KEYS_PATH,
  OwnerSettingsResponse,
  TestKeysResponse,
  WEEKDAYS,
  type HoursBody,
  type OnlineGateway,
  type ProfileBody,
  type SettingsSection,
  type Weekday,
} from '../../../contract/settings'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { failureOf, type Failure } from '../panel-kit/errors'
import { uploadAttachment } from '../stores/attachment-upload'
import { DeliveryStore } from './delivery-store'
import { WebhooksStore } from '../webhooks/webhooks-store'
import { EmailStore } from '../email/email-store'

/** The payments form: the texts as typed; secrets empty unless the owner types new ones. */
export interface PaymentsForm {
  upiId: string
  payeeName: string
  qrCode: string | null
  phone: string
  gateway: OnlineGateway
  keyId: string
  keySecret: string
  webhookSecret: string
}

/** One day of the hours form: open or closed, and its one opening. */
export interface DayForm {
  open: boolean
  opens: string
  closes: string
}

export type HoursForm = Omit<HoursBody, 'week'> & { week: Record<Weekday, DayForm> }

/**
 * The Settings tab: the payments, the business profile and the hours as
 * forms, saved one section at a time; a failed save keeps the form and
 * shows each field's error beside it (by its path, `body.upiId`).
 */
export class SettingsStore {
  status: 'loading' | 'ready' | 'failed' = 'loading'
  failure: Failure | null = null
  settings: OwnerSettingsResponse | null = null
  payments: PaymentsForm | null = null
  profile: ProfileBody | null = null
  hours: HoursForm | null = null
  saving: SettingsSection | 'testKeys' | 'upload' | null = null
  /** Section → its last failure (with its fields). */
  readonly failures = new Map<SettingsSection | 'testKeys' | 'upload', Failure>()
  /** The section saved last, for a 'Saved' note. */
  saved: SettingsSection | null = null
  keysResult: TestKeysResponse | null = null
  /** The Delivery section: its own calls and forms. */
  readonly delivery: DeliveryStore
  readonly webhooks: WebhooksStore
  readonly email: EmailStore

  constructor(/** The owner client (the activity lists call it too). */ readonly api: OwnerHttpClient) {
    this.delivery = new DeliveryStore(api)
    this.webhooks = new WebhooksStore(api)
    this.email = new EmailStore(api)
    makeAutoObservable<SettingsStore, 'api'>(this, { api: false, delivery: false, webhooks: false, email: false })
  }

  /** A field of a form as typed. */
  change<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
    target[key] = value
    if (this.saved) this.saved = null
  }

  async load(): Promise<void> {
    this.status = 'loading'
    try {
      const settings = await this.api.get(OWNER_SETTINGS_PATH, OwnerSettingsResponse)
      runInAction(() => {
        this.take(settings, ['payments', 'profile', 'hours'])
        this.status = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error)
        this.status = 'failed'
      })
    }
  }

  /** The error of a field of a section (`upiId`, `week.mon.0.opens`), from the last failed save. */
  fieldError(section: SettingsSection, field: string): string | null {
    const failure = this.failures.get(section)
    return failure?.fields.find((error) => error.path === `body.${field}`)?.message ?? null
  }

  /** The payee differs from the business name: customers may hesitate to pay a name they do not know. */
  get payeeDiffers(): boolean {
    const payee = this.payments?.payeeName.trim().toLowerCase() ?? ''
    const name = this.settings?.profile.name.trim().toLowerCase() ?? ''
    return payee !== '' && name !== '' && payee !== name
  }

  savePayments(): Promise<void> {
    const form = this.payments
    if (!form) return Promise.resolve()
    const keys = form.keyId.trim()
      ? {
          keyId: form.keyId.trim(),
          ...(form.keySecret && { keySecret: form.keySecret }),
          ...(form.webhookSecret && { webhookSecret: form.webhookSecret }),
        }
      : { keyId: '' }
    const { upiId, payeeName, qrCode, phone, gateway } = form
    return this.save('payments', OWNER_SETTINGS_PAYMENTS_PATH, {
      upiId,
      payeeName,
      qrCode,
      phone,
      gateway,
      razorpay: keys,
    })
  }

  saveProfile(): Promise<void> {
    return this.profile ? this.save('profile', OWNER_SETTINGS_PROFILE_PATH, this.profile) : Promise.resolve()
  }

  saveHours(): Promise<void> {
    const form = this.hours
    if (!form) return Promise.resolve()
    const week = Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        form.week[day].open ? [{ opens: form.week[day].opens, closes: form.week[day].closes }] : [],
      ]),
    )
    return this.save('hours', OWNER_SETTINGS_HOURS_PATH, { ...form, week })
  }

  async testKeys(): Promise<void> {
    const form = this.payments
    if (!form) return
    this.saving = 'testKeys'
    this.keysResult = null
    this.failures.delete('testKeys')
    const typed = form.keyId.trim() && form.keySecret ? { keyId: form.keyId.trim(), keySecret: form.keySecret } : {}
    try {
      const result = await this.api.post(OWNER_SETTINGS_TEST_KEYS_PATH, typed, TestKeysResponse)
      runInAction(() => (this.keysResult = result))
    } catch (error) {
      runInAction(() => this.failures.set('testKeys', failureOf(error)))
    } finally {
      runInAction(() => (this.saving = null))
    }
  }

  /**
   * Uploads an image (the logo as a photo, which gets WebP widths; the QR as it is, so it scans) and puts its URL in
   * the form; saving the section keeps it.
   */
  async upload(file: File, into: (url: string) => void, choice: 'image' | 'photo' = 'image'): Promise<void> {
    this.saving = 'upload'
    this.failures.delete('upload')
    try {
      const url = await uploadAttachment(this.api, file, choice)
      runInAction(() => into(url))
    } catch (error) {
      runInAction(() => this.failures.set('upload', failureOf(error)))
    } finally {
      runInAction(() => (this.saving = null))
    }
  }

  private async save(section: SettingsSection, path: string, body: unknown): Promise<void> {
    this.saving = section
    this.saved = null
    this.failures.delete(section)
    try {
      const settings = await this.api.post(path, body, OwnerSettingsResponse)
      runInAction(() => {
        this.take(settings, [section])
        this.saved = section
      })
    } catch (error) {
      runInAction(() => this.failures.set(section, failureOf(error)))
    } finally {
      runInAction(() => (this.saving = null))
    }
  }

  /** Keeps the answer, and refills the forms of `sections` from it (the others keep what is typed). */
  private take(settings: OwnerSettingsResponse, sections: SettingsSection[]): void {
    this.settings = settings
    if (sections.includes('payments')) {
      const { razorpay, ...payments } = settings.payments
      this.payments = { ...payments, keyId: razorpay.keyId, keySecret: '', webhookSecret: '' }
    }
    if (sections.includes('profile')) this.profile = { ...settings.profile }
    if (sections.includes('hours')) {
      const week = Object.fromEntries(
        WEEKDAYS.map((day) => {
          const span = settings.hours.week[day]?.[0]
          return [day, { open: span !== undefined, opens: span?.opens ?? '09:00', closes: span?.closes ?? '18:00' }]
        }),
      ) as Record<Weekday, DayForm>
      this.hours = { ...settings.hours, week }
    }
  }
}

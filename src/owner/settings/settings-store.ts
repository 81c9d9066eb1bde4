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
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import { failureIn, type Failure } from '../panel-kit/errors'
import { SectionForm } from '../panel-kit/section-form'
import { uploadAttachment } from '../stores/attachment-upload'
import { DeliveryStore } from './delivery-store'
import { WebhooksStore } from '../webhooks/webhooks-store'
import { CartRemindersStore } from '../cart-reminders/cart-reminders-store'
import { InvoiceSettingsStore } from '../invoices/invoice-settings-store'
import { EmailStore } from '../email/email-store'
import { DiscountCodesStore } from '../discounts/discount-codes-store'
import { OffersStore } from '../offers/offers-store'
import { makeObservableExcept } from '../../client/store/observable-store'

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

/** The payments as the form edits them; a payee not named yet is the business (what a UPI app shows the customer). */
const paymentsForm = ({ payments: { razorpay, ...payments }, profile }: OwnerSettingsResponse): PaymentsForm => ({
  ...payments,
  payeeName: payments.payeeName || profile.name,
  keyId: razorpay.keyId,
  keySecret: '',
  webhookSecret: '',
})

function hoursForm(hours: OwnerSettingsResponse['hours']): HoursForm {
  const week = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const span = hours.week[day]?.[0]
      return [day, { open: span !== undefined, opens: span?.opens ?? '09:00', closes: span?.closes ?? '18:00' }]
    }),
  ) as Record<Weekday, DayForm>
  return { ...hours, week }
}

function paymentsBody(form: PaymentsForm) {
  const keys = form.keyId.trim()
    ? {
        keyId: form.keyId.trim(),
        ...(form.keySecret && { keySecret: form.keySecret }),
        ...(form.webhookSecret && { webhookSecret: form.webhookSecret }),
      }
    : { keyId: '' }
  const { upiId, payeeName, qrCode, phone, gateway } = form
  return { upiId, payeeName, qrCode, phone, gateway, razorpay: keys }
}

function hoursBody(form: HoursForm) {
  const week = Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      form.week[day].open ? [{ opens: form.week[day].opens, closes: form.week[day].closes }] : [],
    ]),
  )
  return { ...form, week }
}

/**
 * The Settings tab: the payments, the business profile and the hours as
 * section forms (`SectionForm`), saved one section at a time; a failed save
 * keeps the form and shows each field's error beside it (by its path,
 * `body.upiId`). Delivery, Webhooks and E-mail are stores of their own.
 */
export class SettingsStore {
  /** The settings' request (the kernel's `Loadable`). */
  readonly request = new Loadable()
  settings: OwnerSettingsResponse | null = null
  readonly payments = new SectionForm<PaymentsForm>()
  readonly profile = new SectionForm<ProfileBody>()
  readonly hours = new SectionForm<HoursForm>()
  /** 'Test keys' and its answer. */
  readonly keysTest = new Submission()
  keysResult: TestKeysResponse | null = null
  /** An image (the logo, the QR code) on its way. */
  readonly upload = new Submission()
  /** Saves of the payments, the profile and the hours so far (what depends on them reads again on a change). */
  saves = 0
  /** The Delivery section: its own calls and forms. */
  readonly delivery: DeliveryStore
  readonly webhooks: WebhooksStore
  readonly email: EmailStore
  readonly cartReminders: CartRemindersStore
  readonly discountCodes: DiscountCodesStore
  readonly offers: OffersStore
  readonly invoices: InvoiceSettingsStore

  constructor(/** The owner client (the activity lists call it too). */ readonly api: OwnerHttpClient) {
    this.delivery = new DeliveryStore(api, () => this.settings?.profile ?? null)
    this.webhooks = new WebhooksStore(api)
    this.email = new EmailStore(api)
    this.cartReminders = new CartRemindersStore(api)
    this.discountCodes = new DiscountCodesStore(api)
    this.offers = new OffersStore(api)
    this.invoices = new InvoiceSettingsStore(api)
    makeObservableExcept<SettingsStore, 'api'>(this, [
      'api',
      'request',
      'payments',
      'profile',
      'hours',
      'keysTest',
      'upload',
      'delivery',
      'webhooks',
      'email',
      'cartReminders',
      'discountCodes',
      'offers',
      'invoices',
    ])
  }

  load(): Promise<boolean> {
    return this.request.run(
      () => this.api.get(OWNER_SETTINGS_PATH, OwnerSettingsResponse),
      (settings) => {
        this.settings = settings
        this.payments.fill(paymentsForm(settings))
        this.profile.fill({ ...settings.profile })
        this.hours.fill(hoursForm(settings.hours))
      },
    )
  }

  /** A call of the Payments, Profile or Hours section is on its way (their buttons wait). */
  get busy(): boolean {
    const forms = [this.payments, this.profile, this.hours]
    return forms.some((form) => form.save.busy) || this.keysTest.busy || this.upload.busy
  }

  /** The last image upload's failure. */
  get uploadFailure(): Failure | null {
    return failureIn(this.upload)
  }

  /** What a section's activity list shows: the settings' changes of `section`, reloaded after each save. */
  activityOf(section: SettingsSection) {
    return { api: this.api, subject: 'settings', subjectId: section, changed: this.settings?.activity[0]?._id } as const
  }

  /** The payee differs from the business name: customers may hesitate to pay a name they do not know. */
  get payeeDiffers(): boolean {
    const payee = this.payments.form?.payeeName.trim().toLowerCase() ?? ''
    const name = this.settings?.profile.name.trim().toLowerCase() ?? ''
    return payee !== '' && name !== '' && payee !== name
  }

  savePayments(): Promise<boolean> {
    return this.payments.submit(
      (form) => this.api.post(OWNER_SETTINGS_PAYMENTS_PATH, paymentsBody(form), OwnerSettingsResponse),
      (settings) => this.saved(settings, () => this.payments.fill(paymentsForm(settings))),
    )
  }

  saveProfile(): Promise<boolean> {
    return this.profile.submit(
      (form) => this.api.post(OWNER_SETTINGS_PROFILE_PATH, form, OwnerSettingsResponse),
      (settings) => this.saved(settings, () => this.profile.fill({ ...settings.profile })),
    )
  }

  saveHours(): Promise<boolean> {
    return this.hours.submit(
      (form) => this.api.post(OWNER_SETTINGS_HOURS_PATH, hoursBody(form), OwnerSettingsResponse),
      (settings) => this.saved(settings, () => this.hours.fill(hoursForm(settings.hours))),
    )
  }

  private saved(settings: OwnerSettingsResponse, fill: () => void): void {
    this.settings = settings
    fill()
    this.saves++
  }

  testKeys(): Promise<boolean> {
    const form = this.payments.form
    if (!form) return Promise.resolve(false)
    this.keysResult = null
    const typed = form.keyId.trim() && form.keySecret ? { keyId: form.keyId.trim(), keySecret: form.keySecret } : {}
    return this.keysTest.submit(
      () => this.api.post(OWNER_SETTINGS_TEST_KEYS_PATH, typed, TestKeysResponse),
      (result) => (this.keysResult = result),
    )
  }

  /**
   * Uploads an image (the logo as a photo, which gets WebP widths; the QR as it is, so it scans) and puts its URL in
   * the form; saving the section keeps it.
   */
  uploadImage(file: File, into: (url: string) => void, choice: 'image' | 'photo' = 'image'): Promise<boolean> {
    return this.upload.submit(() => uploadAttachment(this.api, file, choice), into)
  }
}

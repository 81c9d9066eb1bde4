import type { FieldError } from '../../../contract/decode.js'
import type {
  HoursBody,
  OwnerSettingsResponse,
  PaymentSettingsBody,
  ProfileBody,
  SettingsSection,
  TestKeysBody,
  TestKeysResponse,
} from '../../../contract/settings.js'
import type { Db } from '../../db/database.js'
import { json } from '../../db/schema.js'
import type { EventTransaction, Events } from '../../events/events.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import type { RequestOwner } from '../../identity/owner.js'
import type { SecretBox } from '../../lib/secret-box.js'
import { openStoredRazorpay, storedRazorpay } from '../../providers/payment/credentials.js'
import type { RazorpayCredentials } from '../../providers/payment/razorpay-gateway.js'
import { serverText } from '../../text/server-text.js'
import type { Site } from '../site/index.js'
import type { ActivityChange } from '../../../contract/owner-activity.js'
import { renamedTranslations, translationsOf, withoutTranslations } from '../../../contract/translations.js'
import { valueChanges } from '../activity/index.js'
import { activity, recordChange } from './audit.js'
import { manualDetails, paymentsView, razorpayRow, widgetPayment, type StoredRazorpayRow } from './payment-settings.js'
import { checkRazorpayKeys } from './razorpay-check.js'
import { siteAvailability } from './site-status.js'
import { businessSettings, storedHours, storedPayments, storedProfile } from './stored-settings.js'
import { hoursErrors, paymentErrors, profileErrors } from './validation.js'

export interface SettingsServiceDeps {
  db: Db
  events: Events
  secretBox: () => Promise<SecretBox | null>
  /** Drops the cached sites and pages on every process (the widget, the page and the totals read them). */
  invalidate: (siteId: string) => void
  production: boolean
  /** `RAZORPAY_CREDENTIALS`: a site listed there keeps those keys, whatever is entered here. */
  environmentKeys: ReadonlyMap<string, RazorpayCredentials>
  razorpayApiUrl: string
  now?: () => Date
}

/**
 * The owner's settings: payments, business profile, hours. Each save is one
 * transaction (the site's row locked, the change, its audit row and its
 * `settings.changed` event), then the caches are dropped everywhere.
 */
export class SettingsService {
  constructor(private readonly deps: SettingsServiceDeps) {}

  async read(site: Site): Promise<OwnerSettingsResponse> {
    const now = this.deps.now?.() ?? new Date()
    return {
      message: 'success',
      payments: paymentsView(storedPayments(site), {
        fromEnvironment: this.deps.environmentKeys.has(site.subdomain),
        production: this.deps.production,
      }),
      profile: storedProfile(site),
      hours: storedHours(site),
      status: await siteAvailability(this.deps.db, site, now),
      activity: await activity(this.deps.db, site.id),
    }
  }

  async savePayments(siteId: string, owner: RequestOwner | null, body: PaymentSettingsBody) {
    const secrets = Boolean(body.razorpay?.keySecret || body.razorpay?.webhookSecret)
    const box = secrets ? await this.deps.secretBox() : null
    if (!box && secrets) throw new HttpError(409, serverText('settings.noSecretsKey'), 'NO_SECRETS_KEY')
    return this.save(siteId, owner, 'payments', async (site, tx) => {
      const before = storedPayments(site)
      const razorpayBefore = before.razorpay as StoredRazorpayRow | null
      const errors = paymentErrors(body, {
        storedKeyId: razorpayBefore?.keyId ?? null,
        hasKeySecret: Boolean(razorpayBefore?.keySecret),
        hasWebhookSecret: Boolean(razorpayBefore?.webhookSecret),
        production: this.deps.production,
        fromEnvironment: this.deps.environmentKeys.has(site.subdomain),
      })
      refuse(errors)
      const manual = manualDetails(body, before.manual)
      const razorpay = razorpayRow(site.id, body.razorpay, razorpayBefore, box)
      const settings = (site.paymentSettings ?? {}) as Record<string, unknown>
      const widget = site.widgetSettings as Record<string, unknown> | null
      await tx.db
        .updateTable('sites')
        .set({
          paymentSettings: json({ ...settings, manual, razorpay }),
          ...(widget && { widgetSettings: json({ ...widget, payment: widgetPayment(body.gateway, manual) }) }),
        })
        .where('id', '=', site.id)
        .execute()
      const view = (row: StoredRazorpayRow | null, gateway: string, details: typeof manual) => ({
        upiId: details.upiId,
        payeeName: details.upiAccountName ?? details.qrCodeAccountName,
        qrCode: details.qrCode,
        phone: details.phoneNumber,
        gateway,
        'razorpay.keyId': row?.keyId,
        'razorpay.keySecret': row?.keySecret,
        'razorpay.webhookSecret': row?.webhookSecret,
      })
      return valueChanges(view(razorpayBefore, before.gateway, before.manual), view(razorpay, body.gateway, manual), {
        withoutValues: ['qrCode', 'razorpay.keySecret', 'razorpay.webhookSecret'],
      })
    })
  }

  saveProfile(siteId: string, owner: RequestOwner | null, body: ProfileBody) {
    return this.save(siteId, owner, 'profile', async (site, tx) => {
      refuse(profileErrors(body))
      const names = translationsOf(body, ['name'])
      const trimmed = {
        ...withoutTranslations(body, ['name']),
        ...names,
        name: body.name.trim(),
        email: body.email.trim(),
        address: body.address.trim(),
      }
      const { name, logo, colorPalette, defaultLanguage = site.defaultLanguage, businessKind, ...rest } = trimmed
      const contacts = withoutTranslations(rest, ['name'])
      // The name in other languages is the widget's title for their readers: `headerTitle@hi` beside `headerTitle`.
      const titles = renamedTranslations(names, 'name', 'headerTitle')
      const stored = site.widgetSettings as Record<string, unknown> | null
      const widget = stored && { ...withoutTranslations(stored, ['headerTitle']), ...titles }
      await tx.db
        .updateTable('sites')
        .set({
          logo,
          defaultLanguage,
          ...(businessKind && { businessKind }),
          colorPalette: json(colorPalette),
          businessSettings: JSON.stringify({ ...businessSettings(site), profile: contacts }),
          ...(widget && { widgetSettings: json({ ...widget, headerTitle: name }) }),
        })
        .where('id', '=', site.id)
        .execute()
      const before = storedProfile(site)
      const after = { ...trimmed, defaultLanguage, businessKind: businessKind ?? before.businessKind }
      return valueChanges(before, after, { withoutValues: ['logo'] })
    })
  }

  saveHours(siteId: string, owner: RequestOwner | null, body: HoursBody) {
    return this.save(siteId, owner, 'hours', async (site, tx) => {
      refuse(hoursErrors(body))
      const hours = { ...body, holidays: [...new Set(body.holidays)].sort() }
      await tx.db
        .updateTable('sites')
        .set({ businessSettings: JSON.stringify({ ...businessSettings(site), hours }) })
        .where('id', '=', site.id)
        .execute()
      return valueChanges(storedHours(site), hours)
    })
  }

  /** Checks the keys in the body, or else the site's (the environment's first), against Razorpay. */
  async testKeys(site: Site, body: TestKeysBody): Promise<TestKeysResponse> {
    const keys =
      body.keyId && body.keySecret
        ? { keyId: body.keyId, keySecret: body.keySecret }
        : (this.deps.environmentKeys.get(site.subdomain) ??
          (storedRazorpay(site.paymentSettings) ? openStoredRazorpay(await this.deps.secretBox(), site) : null))
    if (!keys) return { message: 'success', ok: false, detail: serverText('settings.noKeys') }
    return { message: 'success', ...(await checkRazorpayKeys(this.deps.razorpayApiUrl, keys)) }
  }

  private async save(
    siteId: string,
    owner: RequestOwner | null,
    section: SettingsSection,
    change: (site: Site, tx: EventTransaction) => Promise<ActivityChange[]>,
  ): Promise<OwnerSettingsResponse> {
    const changed = await this.deps.events.transaction(async (tx) => {
      const site = await tx.db.selectFrom('sites').selectAll().where('id', '=', siteId).forUpdate().executeTakeFirst()
      if (!site) throw new HttpError(404, serverText('settings.siteNotFound'), 'NOT_FOUND')
      const changes = await change(site, tx)
      if (changes.length === 0) return false
      await recordChange(tx.db, siteId, section, changes, owner)
      tx.emit('settings.changed', { siteId, section, fields: changes.map((entry) => entry.field) })
      return true
    })
    if (changed) this.deps.invalidate(siteId)
    const site = await this.deps.db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirstOrThrow()
    return this.read(site)
  }
}

function refuse(errors: FieldError[]): void {
  if (errors.length > 0) throw new DecodeError(errors)
}

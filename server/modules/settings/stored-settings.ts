import * as t from 'io-ts'
import { decode } from '../../../contract/decode.js'
import { ManualDetails } from '../../../contract/payment.js'
import { WidgetSettings } from '../../../contract/page.js'
import { DEFAULT_HOURS, HoursBody, type OnlineGateway, type ProfileBody } from '../../../contract/settings.js'
import { Text } from '../../../contract/text.js'
import { renamedTranslations } from '../../../contract/translations.js'
import { BusinessKind } from '../../../contract/signup.js'
import { storedRazorpay, type StoredRazorpay } from '../../providers/payment/credentials.js'
import type { Site } from '../site/index.js'

/** What `sites.business_settings` keeps: the profile's contact lines and the hours. */
const ProfileContacts = t.partial({ phone: Text, whatsapp: Text, email: Text, address: Text })
export type ProfileContacts = t.TypeOf<typeof ProfileContacts>
export const BusinessSettings = t.partial({ profile: ProfileContacts, hours: HoursBody }, 'BusinessSettings')
export type BusinessSettings = t.TypeOf<typeof BusinessSettings>

/** The business settings of a site; a stored value that does not decode reads as the defaults. */
export function businessSettings(site: Site): BusinessSettings {
  const decoded = decode(BusinessSettings, site.businessSettings ?? {}, 'businessSettings')
  return decoded.ok ? decoded.value : {}
}

export function storedHours(site: Site): HoursBody {
  return businessSettings(site).hours ?? DEFAULT_HOURS
}

export function widgetSettingsOf(site: Site): WidgetSettings | null {
  if (site.widgetSettings === null) return null
  const decoded = decode(WidgetSettings, site.widgetSettings, 'widgetSettings')
  return decoded.ok ? decoded.value : null
}

export function storedProfile(site: Site): ProfileBody {
  const contacts = businessSettings(site).profile ?? {}
  const widget = widgetSettingsOf(site)
  return {
    name: widget?.headerTitle ?? '',
    ...(widget && renamedTranslations(widget, 'headerTitle', 'name')),
    logo: site.logo,
    colorPalette: site.colorPalette,
    phone: contacts.phone ?? '',
    whatsapp: contacts.whatsapp ?? '',
    email: contacts.email ?? '',
    address: contacts.address ?? '',
    defaultLanguage: site.defaultLanguage,
    ...(BusinessKind.is(site.businessKind) && { businessKind: site.businessKind }),
  }
}

/** The payments as stored: the manual details, the gateway the widget offers, the sealed Razorpay keys. */
export interface StoredPayments {
  manual: ManualDetails
  gateway: OnlineGateway
  razorpay: StoredRazorpay | null
}

export function storedPayments(site: Site): StoredPayments {
  const stored = (site.paymentSettings ?? {}) as { manual?: unknown }
  const manual = decode(ManualDetails, stored.manual ?? {}, 'paymentSettings.manual')
  const selected = widgetSettingsOf(site)?.payment?.selectedGatewayId
  return {
    manual: manual.ok ? manual.value : {},
    gateway: selected === 'razorpay' || selected === 'sandbox' ? selected : 'none',
    razorpay: storedRazorpay(site.paymentSettings) && {
      ...(site.paymentSettings as { razorpay: object }).razorpay,
      ...storedRazorpay(site.paymentSettings)!,
    },
  }
}

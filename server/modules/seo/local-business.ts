import { WEEKDAYS, type HoursBody, type Weekday } from '../../../contract/settings.js'
import type { BusinessKind } from '../../../contract/signup.js'
import { serialiseAppData } from '../../../src/app/app-data.js'
import { absoluteUrl } from './storefront-urls.js'

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

/**
 * The schema.org type of each kind of business the sign-up offers: a subtype of `LocalBusiness` that Google's
 * local business results read. Tuition and repairs have no subtype of their own: `ProfessionalService`; `other` (and
 * a site that never said) stays `LocalBusiness`.
 */
export const BUSINESS_TYPES: Record<BusinessKind, string> = {
  bakery: 'Bakery',
  grocery: 'GroceryStore',
  boutique: 'ClothingStore',
  salon: 'BeautySalon',
  tutor: 'ProfessionalService',
  'home-kitchen': 'Restaurant',
  crafts: 'Store',
  repair: 'ProfessionalService',
  other: 'LocalBusiness',
}

/** What the home page's structured data says of the business. */
export interface BusinessFacts {
  /** The kind chosen at sign-up or in the business profile; null when never said. */
  kind: BusinessKind | null
  /** The canonical origin (no trailing slash). */
  origin: string
  name: string
  /** The logo's address (site path or full), or null. */
  logo: string | null
  phone: string
  /** The owner's address line, as typed. */
  address: string
  hours: HoursBody
  /** The listed products' lowest and highest price in paise, tax included; null without products. */
  prices: { low: number; high: number } | null
}

/**
 * The business as schema.org `LocalBusiness` JSON-LD, with what Google's rich results read of one: `name` and
 * `address` (a `PostalAddress`, its PIN code when the line has one), `telephone`, `openingHoursSpecification` (only
 * when the owner set hours: hours off means none were given, not open all day), `priceRange`, `logo`/`image`, `url`.
 * Empty facts are left out. The type is the business's kind's (`BUSINESS_TYPES`), `LocalBusiness` when not said.
 */
export function localBusiness(facts: BusinessFacts): Record<string, unknown> {
  const logo = facts.logo ? absoluteUrl(facts.origin, facts.logo) : null
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': facts.kind === null ? 'LocalBusiness' : BUSINESS_TYPES[facts.kind],
    '@id': `${facts.origin}/#business`,
    name: facts.name,
    url: `${facts.origin}/`,
  }
  if (logo) Object.assign(data, { logo, image: logo })
  if (facts.phone.trim()) data.telephone = facts.phone.trim()
  if (facts.address.trim()) data.address = postalAddress(facts.address)
  const hours = openingHours(facts.hours)
  if (hours.length > 0) data.openingHoursSpecification = hours
  if (facts.prices) data.priceRange = priceRange(facts.prices)
  return data
}

function postalAddress(line: string): Record<string, string> {
  const pin = /\b[1-9]\d{2}\s?\d{3}\b/.exec(line)?.[0].replace(/\s/g, '')
  return {
    '@type': 'PostalAddress',
    streetAddress: line.trim(),
    ...(pin ? { postalCode: pin } : {}),
    addressCountry: 'IN',
  }
}

function openingHours(hours: HoursBody): Array<Record<string, string>> {
  if (!hours.hoursEnabled) return []
  return WEEKDAYS.flatMap((day) =>
    (hours.week[day] ?? []).map((span) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[day]}`,
      opens: span.opens,
      closes: span.closes,
    })),
  )
}

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(paise / 100)

/** `₹240–₹1,200`, or one price when all are the same. */
function priceRange(prices: { low: number; high: number }): string {
  return prices.low === prices.high ? rupees(prices.low) : `${rupees(prices.low)}–${rupees(prices.high)}`
}

/** JSON-LD inside `<script type="application/ld+json">`: `<` escaped so no text of the owner's can close it. */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${serialiseAppData(data)}</script>`
}

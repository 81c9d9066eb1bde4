import * as t from 'io-ts'
import { answer } from './codec'
import { PhoneFields } from './auth'
import type { ColorPalette } from './page'
import { Text } from './text'

/**
 * Sign-up at the platform's front door (`/start` on `PLATFORM_HOST`): a
 * phone and its one-time code give a short-lived sign-up ticket; the
 * business, a subdomain, a template and a palette then make a published
 * site, and the answer's hand-over link signs its new owner in at
 * `https://<subdomain>.<SITE_DOMAIN>/owner`.
 */
export const SIGNUP_PREFIX = '/business_website/signup'
/** GET: whether sign-up is open, by invitation or closed. */
export const SIGNUP_STATUS_PATH = `${SIGNUP_PREFIX}/status`
export const SIGNUP_SEND_OTP_PATH = `${SIGNUP_PREFIX}/send_otp`
export const SIGNUP_VERIFY_OTP_PATH = `${SIGNUP_PREFIX}/verify_otp`
/** How a sent code stands (contract/otp-delivery-status.ts), asked by the open sign-in form. */
export const SIGNUP_OTP_STATUS_PATH = `${SIGNUP_PREFIX}/otp_delivery_status`
/** GET `?subdomain=`: whether a subdomain may be taken. */
export const SIGNUP_SUBDOMAIN_PATH = `${SIGNUP_PREFIX}/subdomain`
/** GET `?name=&city=`: a free subdomain made from the business name. */
export const SIGNUP_SUGGEST_PATH = `${SIGNUP_PREFIX}/subdomain_suggestion`
/** POST: makes and publishes the site. */
export const SIGNUP_CREATE_PATH = `${SIGNUP_PREFIX}/create_site`

/** `SIGNUP`: anyone may sign up, only with an invite code, or nobody. */
export const SignupMode = t.keyof({ open: null, invite: null, closed: null }, 'SignupMode')
export type SignupMode = t.TypeOf<typeof SignupMode>

/** The mode, and the domain new sites are subdomains of (`SITE_DOMAIN`). */
export const SignupStatusResponse = answer({ mode: SignupMode, siteDomain: Text }, 'SignupStatusResponse')
export type SignupStatusResponse = t.TypeOf<typeof SignupStatusResponse>

/**
 * The kinds of business a new site's first words are written for, in the order the sign-up offers them. The values
 * a sign-up sent before bakeries, grocers and crafts had their own stay as they were: `home-kitchen` is a restaurant
 * or cloud kitchen, `boutique` a clothing shop, `salon` a salon or beauty parlour, `tutor` tuition or classes and
 * `repair` repairs and services (the kind is not stored: only a new site's starter content is chosen by it).
 */
export const BUSINESS_KINDS = [
  'bakery',
  'grocery',
  'boutique',
  'salon',
  'tutor',
  'home-kitchen',
  'crafts',
  'repair',
  'other',
] as const
export const BusinessKind = t.keyof(
  Object.fromEntries(BUSINESS_KINDS.map((kind) => [kind, null])) as Record<(typeof BUSINESS_KINDS)[number], null>,
  'BusinessKind',
)
export type BusinessKind = t.TypeOf<typeof BusinessKind>

/** A subdomain is 3 to 30 of a–z, 0–9 and hyphens, neither starting nor ending with a hyphen. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,28})[a-z0-9]$/

/**
 * Whether a subdomain may be taken: `available`; `invalid` (its shape);
 * `reserved` (a word the platform keeps); `taken` (a site has it); `held`
 * (a deleted site's, kept for 30 days).
 */
export const SubdomainStatus = t.keyof(
  { available: null, invalid: null, reserved: null, taken: null, held: null },
  'SubdomainStatus',
)
export type SubdomainStatus = t.TypeOf<typeof SubdomainStatus>

export const SubdomainQuery = t.type({ subdomain: Text }, 'SubdomainQuery')
export const SubdomainResponse = answer({ subdomain: Text, status: SubdomainStatus }, 'SubdomainResponse')
export type SubdomainResponse = t.TypeOf<typeof SubdomainResponse>

export const SuggestQuery = t.intersection([t.type({ name: Text }), t.partial({ city: Text })], 'SuggestQuery')
export const SuggestResponse = answer({ subdomain: Text }, 'SuggestResponse')
export type SuggestResponse = t.TypeOf<typeof SuggestResponse>

export const SignupSendOtpBody = t.type(PhoneFields, 'SignupSendOtpBody')
export type SignupSendOtpBody = t.TypeOf<typeof SignupSendOtpBody>

export const SignupVerifyOtpBody = t.type({ ...PhoneFields, otp: Text }, 'SignupVerifyOtpBody')
export type SignupVerifyOtpBody = t.TypeOf<typeof SignupVerifyOtpBody>

/** The verified phone's sign-up ticket: sent back with `create_site`, good for `SIGNUP_TICKET_LIFETIME_MS`. */
export const SignupTicketResponse = answer({ ticket: Text, expiresAt: Text }, 'SignupTicketResponse')
export type SignupTicketResponse = t.TypeOf<typeof SignupTicketResponse>

/** A sign-up ticket works this long after the code is verified (30 minutes). */
export const SIGNUP_TICKET_LIFETIME_MS = 30 * 60_000

/** A palette a new site may start with; the owner changes it later. */
export interface StarterPalette {
  id: string
  colors: ColorPalette
}

/**
 * Warm saffron and maroon, the demo site's palette too. Text on background 15.8:1, white on primary 7.3:1, muted on
 * background 6.8:1.
 */
export const SAFFRON_PALETTE: ColorPalette = {
  primary: '#9A3412',
  primaryDark: '#6B1D1D',
  accent: '#E8A317',
  background: '#FFF8EE',
  surface: '#FFFFFF',
  text: '#2B1A12',
  muted: '#6B5344',
}

/** The palettes offered at sign-up; each keeps text on background and white on primary above 4.5:1. */
export const STARTER_PALETTES: readonly StarterPalette[] = [
  { id: 'saffron', colors: SAFFRON_PALETTE },
  {
    id: 'peacock',
    colors: {
      primary: '#0F5F73',
      primaryDark: '#0A3F4D',
      accent: '#D4A017',
      background: '#F3FAFB',
      surface: '#FFFFFF',
      text: '#10262C',
      muted: '#4A6068',
    },
  },
  {
    id: 'lotus',
    colors: {
      primary: '#9D174D',
      primaryDark: '#6B0F35',
      accent: '#F59E0B',
      background: '#FFF5F8',
      surface: '#FFFFFF',
      text: '#2A1120',
      muted: '#6E4A5A',
    },
  },
  {
    id: 'neem',
    colors: {
      primary: '#2F6B2F',
      primaryDark: '#1F4A1F',
      accent: '#C2410C',
      background: '#F6FAF3',
      surface: '#FFFFFF',
      text: '#16261A',
      muted: '#4B5E4F',
    },
  },
]
export const PaletteId = t.keyof({ saffron: null, peacock: null, lotus: null, neem: null }, 'PaletteId')

/** The templates a new site may use (the slugs of src/templates). */
export const StarterTemplate = t.keyof({ 'product-v1': null }, 'StarterTemplate')

/** Body of `create_site`; the phone is the ticket's, never the body's. */
export const CreateSiteBody = t.intersection(
  [
    t.type({
      ticket: Text,
      businessName: Text,
      kind: BusinessKind,
      city: Text,
      subdomain: Text,
      templateSlug: StarterTemplate,
      palette: PaletteId,
    }),
    t.partial({
      /** A line about the business in the owner's words (the hero's sub title and the about section). */
      about: Text,
      /** What the business offers, in the owner's words (the offer section). */
      offer: Text,
      /** Required when `SIGNUP` is `invite`. */
      inviteCode: Text,
    }),
  ],
  'CreateSiteBody',
)
export type CreateSiteBody = t.TypeOf<typeof CreateSiteBody>

/** The new site and the one-time link that signs its owner in at its `/owner`. */
export const CreateSiteResponse = answer({ subdomain: Text, siteUrl: Text, ownerUrl: Text }, 'CreateSiteResponse')
export type CreateSiteResponse = t.TypeOf<typeof CreateSiteResponse>

import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { BusinessKind } from './signup'
import { Language } from './language'
import { ColorPalette } from './page'
import { Text } from './text'
import { translatedProps } from './translations'

/**
 * The owner's settings (owner session cookie or owner key; the site is the
 * caller's). `GET OWNER_SETTINGS_PATH` reads every section with its activity;
 * each `POST` replaces one section and answers the same as the `GET`.
 * Secrets (Razorpay's key secret and webhook secret) are write-only: an
 * answer carries their last four characters at most.
 */
export const OWNER_SETTINGS_PATH = '/business_website/owner/settings'
export const OWNER_SETTINGS_PAYMENTS_PATH = '/business_website/owner/settings/payments'
export const OWNER_SETTINGS_PROFILE_PATH = '/business_website/owner/settings/profile'
export const OWNER_SETTINGS_HOURS_PATH = '/business_website/owner/settings/hours'
/** Checks the Razorpay keys (the stored ones, or those in the body) against Razorpay. */
export const OWNER_SETTINGS_TEST_KEYS_PATH = '/business_website/owner/settings/payments/test_keys'

/** The online gateway: none (manual payment only), Razorpay, or the offline sandbox (outside production). */
export const OnlineGateway = t.keyof({ none: null, razorpay: null, sandbox: null }, 'OnlineGateway')
export type OnlineGateway = t.TypeOf<typeof OnlineGateway>

/**
 * Body of the payments section. An empty text clears its detail; a secret
 * left out (or empty) keeps the stored one. `qrCode`: an uploaded image,
 * or null for the QR the widget draws from the UPI id.
 *
 * @example
 * { upiId: 'kesarkitchen@okhdfc', payeeName: 'Kesar Kitchen', qrCode: null, phone: '+91 98290 00000',
 *   gateway: 'razorpay', razorpay: { keyId: 'rzp_test_Abc123', keySecret: '…', webhookSecret: '…' } }
 */
export const PaymentSettingsBody = t.intersection(
  [
    t.type({ upiId: Text, payeeName: Text, qrCode: nullable(Text), phone: Text, gateway: OnlineGateway }),
    t.partial({
      razorpay: t.intersection([t.type({ keyId: Text }), t.partial({ keySecret: Text, webhookSecret: Text })]),
    }),
  ],
  'PaymentSettingsBody',
)
export type PaymentSettingsBody = t.TypeOf<typeof PaymentSettingsBody>

/** Body of the test-keys call: keys typed but not saved yet, or nothing for the stored ones. */
export const TestKeysBody = t.partial({ keyId: Text, keySecret: Text }, 'TestKeysBody')
export type TestKeysBody = t.TypeOf<typeof TestKeysBody>

/** Answer of the test-keys call: `ok`, and what the owner reads. */
export const TestKeysResponse = answer({ ok: t.boolean, detail: Text }, 'TestKeysResponse')
export type TestKeysResponse = t.TypeOf<typeof TestKeysResponse>

/**
 * Body of the business profile section. Empty texts clear; `logo` an uploaded image or null. `defaultLanguage`: the
 * language readers get when neither their choice nor their browser names one offered; `businessKind`: the kind of
 * business chosen at sign-up, which the home page tells search engines (each left out: unchanged).
 */
export const ProfileBody = t.intersection(
  [
    t.type({
      name: Text,
      logo: nullable(Text),
      colorPalette: ColorPalette,
      phone: Text,
      whatsapp: Text,
      email: Text,
      address: Text,
    }),
    // The business's name in other languages (`name@hi`): the widget's title for a reader of that language.
    t.partial({ defaultLanguage: Language, businessKind: BusinessKind, ...translatedProps({ name: Text }) }),
  ],
  'ProfileBody',
)
export type ProfileBody = t.TypeOf<typeof ProfileBody>

/** Weekdays, Monday first (ISO order). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** One opening of a day, `HH:MM` to `HH:MM` (24 h, in the site's time zone). */
export const OpeningSpan = t.type({ opens: Text, closes: Text }, 'OpeningSpan')
export type OpeningSpan = t.TypeOf<typeof OpeningSpan>

/** Per weekday its openings; a day left out or empty is closed. */
export const WeekHours = t.partial(
  Object.fromEntries(WEEKDAYS.map((day) => [day, t.array(OpeningSpan)])) as Record<
    Weekday,
    t.ArrayC<typeof OpeningSpan>
  >,
  'WeekHours',
)
export type WeekHours = t.TypeOf<typeof WeekHours>

/**
 * Body of the hours section. `hoursEnabled` false: always open (no away
 * line). `holidays` are `YYYY-MM-DD` dates, closed all day. `onlyWhileOwnerSignedIn`:
 * away, too, while no owner of the site is signed in. `pauseOrders`
 * stops new orders (chat goes on) and checkout shows `pauseMessage`.
 */
export const HoursBody = t.intersection(
  [
    t.type({
      hoursEnabled: t.boolean,
      timeZone: Text,
      week: WeekHours,
      holidays: t.array(Text),
      awayMessage: Text,
      pauseOrders: t.boolean,
      pauseMessage: Text,
    }),
    // 'Online' only while an owner of the site is signed in (within the hours, when they are on). `awayMessage@hi`:
    // the away message a customer reading Hindi gets.
    t.partial({ onlyWhileOwnerSignedIn: t.boolean, ...translatedProps({ awayMessage: Text }) }),
  ],
  'HoursBody',
)
export type HoursBody = t.TypeOf<typeof HoursBody>

/** What an owner reads back of the payments: secrets only by their last four characters. */
export const PaymentSettingsView = t.type(
  {
    upiId: Text,
    payeeName: Text,
    qrCode: nullable(Text),
    phone: Text,
    gateway: OnlineGateway,
    razorpay: t.type({
      keyId: Text,
      keySecretLast4: nullable(Text),
      webhookSecretLast4: nullable(Text),
      /** `RAZORPAY_CREDENTIALS` has an account for this site, and it wins over the one entered here. */
      fromEnvironment: t.boolean,
    }),
    /** The sandbox may be chosen (never in production). */
    sandboxAvailable: t.boolean,
  },
  'PaymentSettingsView',
)
export type PaymentSettingsView = t.TypeOf<typeof PaymentSettingsView>

/** One change of a setting: which section, which fields, by whom, when. */
export const SettingsChange = t.type(
  {
    _id: Text,
    section: t.keyof({ payments: null, profile: null, hours: null, delivery: null }),
    fields: t.array(Text),
    /** The owner's name or phone; 'Owner key' for automation. */
    by: Text,
    at: Text,
  },
  'SettingsChange',
)
export type SettingsChange = t.TypeOf<typeof SettingsChange>
export type SettingsSection = SettingsChange['section']

/** Answer of every settings call. `status`: what the widget's header says now. */
export const OwnerSettingsResponse = answer(
  {
    payments: PaymentSettingsView,
    profile: ProfileBody,
    hours: HoursBody,
    status: t.type({ open: t.boolean, reopens: nullable(Text) }),
    activity: t.array(SettingsChange),
  },
  'OwnerSettingsResponse',
)
export type OwnerSettingsResponse = t.TypeOf<typeof OwnerSettingsResponse>

/** Defaults of the hours section: open 9:00–18:00 Monday to Saturday, Asia/Kolkata, hours off. */
export const DEFAULT_HOURS: HoursBody = {
  hoursEnabled: false,
  timeZone: 'Asia/Kolkata',
  week: Object.fromEntries(
    WEEKDAYS.map((day) => [day, day === 'sun' ? [] : [{ opens: '09:00', closes: '18:00' }]]),
  ) as WeekHours,
  holidays: [],
  awayMessage: '',
  pauseOrders: false,
  pauseMessage: '',
  onlyWhileOwnerSignedIn: false,
}

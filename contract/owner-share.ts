import * as t from 'io-ts'
import { answer } from './codec'
import { Text } from './text'

/**
 * The owner's share kit and onboarding checklist (owner session cookie or
 * owner key; the site is the caller's). `GET OWNER_SHARE_PATH` reads the
 * site's link and the checklist; `OWNER_SHARE_QR_PATH` is the link's QR code
 * as a PNG to print; `POST OWNER_SHARE_USED_PATH` records that the owner
 * shared the site (copied the link, took the QR, opened WhatsApp);
 * `POST OWNER_CHECKLIST_DISMISS_PATH` hides the checklist.
 */
export const OWNER_SHARE_PATH = '/business_website/owner/share'
export const OWNER_SHARE_QR_PATH = '/business_website/owner/share/qr.png'
export const OWNER_SHARE_USED_PATH = '/business_website/owner/share/used'
export const OWNER_CHECKLIST_DISMISS_PATH = '/business_website/owner/checklist/dismiss'

/** How the owner shared the site. */
export const ShareChannel = t.keyof({ link: null, qr: null, whatsapp: null }, 'ShareChannel')
export type ShareChannel = t.TypeOf<typeof ShareChannel>

/** Body of the 'shared' record. @example { via: 'qr' } */
export const ShareUsedBody = t.type({ via: ShareChannel }, 'ShareUsedBody')
export type ShareUsedBody = t.TypeOf<typeof ShareUsedBody>

/**
 * The onboarding steps, in the order the checklist shows them. `delivery`: a customer can get what they order, a
 * dispatch point (it ships, or customers collect there) or a listed item sold without shipping.
 */
export const CHECKLIST_STEPS = ['logo', 'product', 'delivery', 'upi', 'hours', 'share'] as const
export const ChecklistStep = t.keyof(
  { logo: null, product: null, delivery: null, upi: null, hours: null, share: null },
  'ChecklistStep',
)
export type ChecklistStep = t.TypeOf<typeof ChecklistStep>

/** The checklist: each step and whether the site's data shows it done; `dismissed` by the owner. */
export const Checklist = t.type(
  { steps: t.array(t.type({ step: ChecklistStep, done: t.boolean })), dismissed: t.boolean },
  'Checklist',
)
export type Checklist = t.TypeOf<typeof Checklist>

/**
 * Answer of the share calls: the site's public link (its verified custom
 * domain, else its subdomain), the business name, the checklist.
 *
 * @example
 * { message: 'success', link: 'https://demo.vitrine.example', siteName: 'Kesar Kitchen',
 *   checklist: { steps: [{ step: 'logo', done: true }, …], dismissed: false } }
 */
export const OwnerShareResponse = answer({ link: Text, siteName: Text, checklist: Checklist }, 'OwnerShareResponse')
export type OwnerShareResponse = t.TypeOf<typeof OwnerShareResponse>

import * as t from 'io-ts'
import { nullable } from './codec'
import { Text } from './text'

/** The signed-in owner's e-mail choices: GET reads them (and whether the server can send), PUT replaces them. */
export const OWNER_EMAIL_SETTINGS_PATH = '/business_website/owner/email/settings'

/** An e-mail address as people type it: one `@`, a dot in the domain, no spaces, at most 254 characters. */
export const EmailAddress = t.refinement(
  Text,
  (text) => text.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text),
  'EmailAddress',
)

/**
 * What an owner gets by e-mail: `newOrders`, one e-mail per new order;
 * `dailyDigest`, each morning the conversations waiting for a reply.
 * `address` null: none (nothing is sent).
 */
export const OwnerEmailSettings = t.type(
  { address: nullable(EmailAddress), newOrders: t.boolean, dailyDigest: t.boolean },
  'OwnerEmailSettings',
)
export type OwnerEmailSettings = t.TypeOf<typeof OwnerEmailSettings>

/** The GET answer: the choices, and whether the server sends e-mail at all (`SMTP_URL` is set). */
export const OwnerEmailSettingsResponse = t.intersection(
  [OwnerEmailSettings, t.type({ configured: t.boolean })],
  'OwnerEmailSettingsResponse',
)
export type OwnerEmailSettingsResponse = t.TypeOf<typeof OwnerEmailSettingsResponse>

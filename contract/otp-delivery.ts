import * as t from 'io-ts'
import { Text } from './text'

/** How a one-time code reaches the phone: WhatsApp, or SMS (when WhatsApp cannot, or when asked). */
export const OtpChannel = t.keyof({ whatsapp: null, sms: null }, 'OtpChannel')
export type OtpChannel = t.TypeOf<typeof OtpChannel>

/**
 * The answer of every code request (the widget's, the owner's, the sign-up's): `channel` names what carried the
 * code when a provider said, `otherChannel` the one 'Resend code' may choose instead, and `deliveryId` what the
 * form asks the code's status by while it waits (a late WhatsApp failure).
 */
export const SendOtpAnswer = t.intersection(
  [t.type({ message: Text }), t.partial({ channel: OtpChannel, otherChannel: OtpChannel, deliveryId: Text })],
  'SendOtpAnswer',
)
export type SendOtpAnswer = t.TypeOf<typeof SendOtpAnswer>

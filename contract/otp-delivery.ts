import * as t from 'io-ts'
import { SendOtpBody } from './auth'
import { Text } from './text'

/** How a one-time code reaches the phone: WhatsApp, or SMS (when WhatsApp cannot, or when asked). */
export const OtpChannel = t.keyof({ whatsapp: null, sms: null }, 'OtpChannel')
export type OtpChannel = t.TypeOf<typeof OtpChannel>

/**
 * Body of `send_phone_number_otp` with its optional `channel`: `sms` asks 'Resend code' to skip WhatsApp. A module
 * of its own so the widget's first chunk does not carry it.
 */
export const SendOtpChannelBody = t.intersection(
  [SendOtpBody, t.partial({ channel: OtpChannel })],
  'SendOtpChannelBody',
)
export type SendOtpChannelBody = t.TypeOf<typeof SendOtpChannelBody>

/** The answer of `send_phone_number_otp`: `channel` names what carried the code, when a provider said. */
export const SendOtpAnswer = t.intersection(
  [t.type({ message: Text }), t.partial({ channel: OtpChannel })],
  'SendOtpAnswer',
)

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

/** Body of the delivery status calls: the `deliveryId` of the send's answer (the widget adds its `subdomain`). */
export const OtpDeliveryStatusBody = t.intersection(
  [t.type({ deliveryId: Text }), t.partial({ subdomain: Text })],
  'OtpDeliveryStatusBody',
)
export type OtpDeliveryStatusBody = t.TypeOf<typeof OtpDeliveryStatusBody>

/**
 * How a sent code stands: `accepted` by the provider, `sent` on to the phone, `delivered`, or `failed`; `channel`
 * is the newest send's (`sms` after a late fallback from WhatsApp), null when the relay does not say.
 */
export const OtpDeliveryStatus = t.type(
  {
    channel: t.union([OtpChannel, t.null]),
    status: t.keyof({ accepted: null, sent: null, delivered: null, failed: null }),
  },
  'OtpDeliveryStatus',
)
export type OtpDeliveryStatus = t.TypeOf<typeof OtpDeliveryStatus>

/**
 * The widget's, the owner's and the sign-up's delivery status calls (each looks the code up on its own site), under
 * their prefixes (`CHAT_WIDGET_PREFIX`, `OWNER_AUTH_PREFIX`, `SIGNUP_PREFIX`), written out: this module imports no
 * other contract, so the client's shared sign-in chunk evaluates it whatever order the chunks load in.
 */
export const OTP_DELIVERY_STATUS_PATHS = {
  customer: '/business_website/chat_widget/otp_delivery_status',
  owner: '/business_website/owner/auth/otp_delivery_status',
  signup: '/business_website/signup/otp_delivery_status',
} as const

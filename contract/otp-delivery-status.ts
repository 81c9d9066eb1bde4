import * as t from 'io-ts'
import { OtpChannel } from './otp-delivery'
import { Text } from './text'

// The status call's codecs, apart from contract/otp-delivery.ts: the clients load them only once a code was sent.

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

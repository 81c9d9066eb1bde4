import * as t from 'io-ts'
import { PhoneFields, SendOtpBody } from './auth'
import { OtpChannel } from './otp-delivery'

/**
 * Body of `send_phone_number_otp` with its optional `channel` ('Resend code' by the other channel). The code
 * requests' bodies live apart from contract/otp-delivery.ts, which the clients' shared sign-in chunk carries.
 */
export const SendOtpChannelBody = t.intersection(
  [SendOtpBody, t.partial({ channel: OtpChannel })],
  'SendOtpChannelBody',
)
export type SendOtpChannelBody = t.TypeOf<typeof SendOtpChannelBody>

/** The phone fields plus the optional `channel`: the owner's and the sign-up's code request. */
export const PhoneChannelBody = t.intersection(
  [t.type(PhoneFields), t.partial({ channel: OtpChannel })],
  'PhoneChannelBody',
)

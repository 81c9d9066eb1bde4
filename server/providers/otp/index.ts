import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.js'
import { HttpOtp } from './http-otp.js'
import { LogOtp } from './log-otp.js'
import { Msg91Otp } from './msg91-otp.js'
import type { OtpSender } from './otp-sender.js'
import { TwilioOtp } from './twilio-otp.js'
import { TwilioVerifyOtp } from './twilio-verify-otp.js'
import { WhatsAppCloudOtp } from './whatsapp-cloud-otp.js'

export { HttpOtp } from './http-otp.js'
export { LogOtp } from './log-otp.js'
export { Msg91Otp } from './msg91-otp.js'
export { TwilioOtp } from './twilio-otp.js'
export { TWILIO_VERIFY, TwilioVerifyOtp } from './twilio-verify-otp.js'
export { WhatsAppCloudOtp } from './whatsapp-cloud-otp.js'
export { TestNumbersOtp } from './test-numbers-otp.js'
export * from './delivery-callbacks.js'
export {
  digitsOnly,
  fullNumber,
  OtpDeliveryError,
  type OtpChannel,
  type OtpRecipient,
  type OtpSender,
  type OtpSent,
  type OtpSite,
} from './otp-sender.js'

/** Where Twilio posts its status callbacks, under `OTP_CALLBACK_URL`. */
export const OTP_STATUS_PATH = '/business_website/otp_status'

/**
 * The SMS sender for real (non-test) numbers: MSG91, Twilio Messages or Twilio Verify (`OTP_SMS_PROVIDER`), else
 * the HTTP gateway when `OTP_HTTP_URL` is set, else the log. Production without any still starts (the demo must run
 * anywhere) but says so loudly at start.
 *
 * @example
 * const sender = createOtpSender(app.config, app.log)
 */
export function createOtpSender(config: Config, log: FastifyBaseLogger): OtpSender {
  const sms = config.otpProviders.sms
  if (sms?.kind === 'msg91') return new Msg91Otp(sms)
  if (sms?.kind === 'twilio') {
    const callback = config.otpProviders.callbackUrl
    return new TwilioOtp({ ...sms, statusCallbackUrl: callback ? `${callback}/twilio` : null })
  }
  if (sms?.kind === 'twilio-verify') return new TwilioVerifyOtp(sms)
  if (config.otpHttpUrl)
    return new HttpOtp({ url: config.otpHttpUrl, token: config.otpHttpToken, template: config.otpHttpTemplate })
  if (config.production && !config.otpProviders.whatsapp)
    log.warn('OTP_HTTP_URL is not set: one-time codes are only written to this log, customers receive nothing')
  return new LogOtp(log)
}

/** The WhatsApp sender when `WHATSAPP_PHONE_NUMBER_ID` is set, else null. */
export function createWhatsAppSender(config: Config): OtpSender | null {
  const whatsapp = config.otpProviders.whatsapp
  return whatsapp ? new WhatsAppCloudOtp(whatsapp) : null
}

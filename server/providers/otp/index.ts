import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.js'
import { HttpOtp } from './http-otp.js'
import { LogOtp } from './log-otp.js'
import type { OtpSender } from './otp-sender.js'

export { HttpOtp } from './http-otp.js'
export { LogOtp } from './log-otp.js'
export { TestNumbersOtp } from './test-numbers-otp.js'
export { fullNumber, OtpDeliveryError, type OtpRecipient, type OtpSender, type OtpSite } from './otp-sender.js'

/**
 * The sender for real (non-test) numbers: the HTTP gateway when
 * `OTP_HTTP_URL` is set, else the log. Production without a gateway still
 * starts (the demo must run anywhere) but says so loudly at start.
 *
 * @example
 * const sender = createOtpSender(app.config, app.log)
 */
export function createOtpSender(config: Config, log: FastifyBaseLogger): OtpSender {
  if (config.otpHttpUrl)
    return new HttpOtp({ url: config.otpHttpUrl, token: config.otpHttpToken, template: config.otpHttpTemplate })
  if (config.production)
    log.warn('OTP_HTTP_URL is not set: one-time codes are only written to this log, customers receive nothing')
  return new LogOtp(log)
}

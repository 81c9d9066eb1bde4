import type { FastifyBaseLogger } from 'fastify'
import { fullNumber, type OtpRecipient, type OtpSender, type OtpSent, type OtpSite } from './otp-sender.js'

/**
 * Writes the code to the server log instead of sending it: for local runs
 * without a gateway. Logged at warn so it shows at the default LOG_LEVEL.
 */
export class LogOtp implements OtpSender {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(to: OtpRecipient, code: string, site: OtpSite): Promise<OtpSent> {
    this.log.warn({ site: site.subdomain }, `OTP for ${fullNumber(to)} is ${code}`)
    return { provider: 'log', channel: null, messageId: null }
  }
}

import type { FastifyBaseLogger } from 'fastify'
import {
  OtpDeliveryError,
  type OtpChannel,
  type OtpRecipient,
  type OtpSender,
  type OtpSent,
  type OtpSite,
} from '../../providers/otp/index.js'
import type { OtpDeliveries } from './otp-deliveries.js'

/** The configured senders: WhatsApp first where there is one, SMS (or the relay, or the log) always. */
export interface CodeRoute {
  whatsapp: OtpSender | null
  sms: OtpSender
  /** How long WhatsApp may take to say the message was sent before the code goes by SMS; 0: do not wait. */
  whatsAppWaitMs: number
  /**
   * How long after the answer a WhatsApp failure (its webhook) still sends the same code by SMS, while the form
   * waits; 0: never (no webhook can be believed).
   */
  whatsAppLateMs?: number
}

const POLL_MS = 200
/** How often a code sent on WhatsApp is looked at for a late failure. */
const LATE_POLL_MS = 1000

/**
 * Delivers a code the way an Indian app does: on WhatsApp where it is configured, and by SMS, with the same code,
 * when WhatsApp refuses the number (not on WhatsApp), fails, or does not confirm within `whatsAppWaitMs` (its status
 * webhook, recorded by any process). Every send is recorded in `otp_deliveries`; the answer names the channel that
 * carried the code, so the form can say 'Sent by SMS'. `preferred: 'sms'` skips WhatsApp ('Resend code' by SMS).
 * After the answer, a code on WhatsApp is watched for `whatsAppLateMs`: a failure reported then (the form already
 * says 'Code sent') sends the same code by SMS, which the form learns from the delivery's status.
 *
 * @example
 * const sent = await delivery.deliver(challengeId, { countryCode: '+91', phoneNumber: '9876543210' }, code, site)
 * sent.channel // 'whatsapp' or 'sms'
 */
export class CodeDelivery {
  private readonly watching = new Set<Promise<void>>()
  private closed = false

  constructor(
    private readonly route: CodeRoute,
    private readonly deliveries: OtpDeliveries,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {}

  async deliver(
    challengeId: string,
    to: OtpRecipient,
    code: string,
    site: OtpSite,
    preferred?: OtpChannel,
  ): Promise<OtpSent> {
    const { whatsapp } = this.route
    if (whatsapp && preferred !== 'sms') {
      const sent = await this.tryWhatsApp(whatsapp, challengeId, to, code, site)
      if (sent) return sent
    }
    try {
      const sent = await this.route.sms.send(to, code, site)
      await this.deliveries.record(challengeId, sent, 'accepted')
      return sent
    } catch (error) {
      if (error instanceof OtpDeliveryError) this.log.error({ err: error, site: site.subdomain }, 'SMS code failed')
      throw error
    }
  }

  /** The WhatsApp send when it went (or is going) through; null when SMS must carry the code. */
  private async tryWhatsApp(
    whatsapp: OtpSender,
    challengeId: string,
    to: OtpRecipient,
    code: string,
    site: OtpSite,
  ): Promise<OtpSent | null> {
    let sent: OtpSent
    try {
      sent = await whatsapp.send(to, code, site)
    } catch (error) {
      if (!(error instanceof OtpDeliveryError)) throw error
      this.log.warn({ err: error, site: site.subdomain, unreachable: error.unreachable }, 'WhatsApp code failed: SMS')
      return null
    }
    await this.deliveries.record(challengeId, sent, 'accepted')
    if (sent.messageId === null) return sent
    if (this.route.whatsAppWaitMs > 0) {
      const status = await this.waitForStatus(sent.provider, sent.messageId, this.route.whatsAppWaitMs)
      if (status !== 'sent' && status !== 'delivered') {
        this.log.warn({ site: site.subdomain, status }, 'WhatsApp code not confirmed: SMS')
        return null
      }
    }
    this.watchLate(sent.messageId, challengeId, to, code, site)
    return sent
  }

  /** Stops watching for late failures and waits for the SMS sends under way (the app is closing). */
  async close(): Promise<void> {
    this.closed = true
    await Promise.all(this.watching)
  }

  /** In the background: a WhatsApp failure reported within `whatsAppLateMs` sends the same code by SMS. */
  private watchLate(messageId: string, challengeId: string, to: OtpRecipient, code: string, site: OtpSite) {
    const lateMs = this.route.whatsAppLateMs ?? 0
    if (lateMs === 0 || this.closed) return
    const watch = (async () => {
      const until = Date.now() + lateMs
      let status = await this.deliveries.statusOf('whatsapp', messageId)
      while (status !== 'failed' && status !== 'delivered' && Date.now() < until && !this.closed) {
        await new Promise((resolve) => setTimeout(resolve, LATE_POLL_MS))
        status = await this.deliveries.statusOf('whatsapp', messageId)
      }
      if (status !== 'failed' || !(await this.deliveries.isOpen(challengeId))) return
      this.log.warn({ site: site.subdomain }, 'WhatsApp code failed after it was accepted: SMS')
      const sent = await this.route.sms.send(to, code, site)
      await this.deliveries.record(challengeId, sent, 'accepted')
    })().catch((error: unknown) => this.log.error({ err: error, site: site.subdomain }, 'late SMS code failed'))
    this.watching.add(watch)
    void watch.finally(() => this.watching.delete(watch))
  }

  private async waitForStatus(provider: string, messageId: string, waitMs: number) {
    const until = Date.now() + waitMs
    for (;;) {
      const status = await this.deliveries.statusOf(provider, messageId)
      if (status !== 'accepted' || Date.now() >= until) return status
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }
}

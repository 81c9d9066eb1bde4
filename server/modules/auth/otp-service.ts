import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/database.js'
import type { Language } from '../../../contract/language.js'
import type { FastifyBaseLogger } from 'fastify'
import {
  fullNumber,
  TWILIO_VERIFY,
  type OtpChannel,
  type OtpRecipient,
  type OtpSender,
  type TestNumbersOtp,
} from '../../providers/otp/index.js'
import { CodeDelivery } from './code-delivery.js'
import { OtpDeliveries } from './otp-deliveries.js'
import type { Site } from '../site/index.js'
import { OtpRepository } from './otp-repository.js'
import { OTP_RATE_LIMITS, retryAfterSeconds } from './otp-rate-limit.js'
import { codeDestinationRefusal, type CodeDestinationRefusal } from './code-destination.js'
import { siteName } from './site-name.js'
import { spendCodeBudget } from './code-budget.js'
import { DEFAULT_OTP_LIMITS } from '../../otp-limits-config.js'
import type { OtpDeliveryStatus } from '../../db/schema-otp.js'

/** A code is valid this long. */
export const OTP_TTL_MS = 10 * 60_000
/** Wrong codes a challenge survives; the next try fails even with the right code. */
export const OTP_MAX_ATTEMPTS = 5

export interface OtpServiceDeps {
  db: Db
  /** HMAC key of stored codes (a server secret). */
  codeKey: () => Promise<Uint8Array>
  testNumbers: TestNumbersOtp
  /** Delivers codes by SMS (or the relay, or the log) to every number that is not a test number. */
  sender: OtpSender
  /** What `sender` carries codes on: `sms` for an SMS provider; null (default) for the relay or the log. */
  senderChannel?: OtpChannel | null
  /** Delivers codes on WhatsApp first, when configured (`WHATSAPP_*`); SMS carries them when it cannot. */
  whatsapp?: OtpSender | null
  /** How long WhatsApp may take to confirm a code before it goes by SMS (0: trust its acceptance). */
  whatsAppWaitMs?: number
  /** How long after the answer a WhatsApp failure still sends the code by SMS (0: never). */
  whatsAppLateMs?: number
  /** Where failed and fallen-back sends are logged. */
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>
  now: () => Date
  /** Codes one client IP may ask for per hour (default `OTP_RATE_LIMITS.ipPerHour`). */
  codesPerIpPerHour?: number
  /** Countries whose numbers may receive a code (`OTP_ALLOWED_COUNTRIES`); test numbers are not asked. */
  allowedCountries: ReadonlySet<string>
  /** Codes sent per hour, all sites and processes together (`OTP_HOURLY_BUDGET`); test numbers are free. */
  hourlyBudget: number
  /** Codes sent per hour for one site (`OTP_SITE_HOURLY_BUDGET`); default `DEFAULT_OTP_LIMITS.siteHourlyBudget`. */
  siteHourlyBudget?: number
}

/**
 * What a send did: sent; or waiting (`tooMany`: this phone's or IP's limits; `budget`: the platform's hourly budget
 * is spent) with the seconds to wait; or refused for good, for what the number is.
 */
export type SendOutcome =
  | {
      sent: true
      /** What carried the code, when a provider said; the other channel 'Resend code' may choose. */
      channel?: OtpChannel
      otherChannel?: OtpChannel
      /** The send's id for its status (`deliveryStatus`): the challenge's. */
      deliveryId?: string
    }
  | { sent: false; reason: 'tooMany' | 'budget'; retryAfterSeconds: number }
  | { sent: false; reason: CodeDestinationRefusal }

/**
 * What a code signs in to: the widget (`customer`) or the owner inbox
 * (`owner`), or the front door's sign-up (`signup`). A code is bound to its purpose, so a customer code never signs
 * an owner in, nor an owner code a customer; both share one phone's limits.
 */
export type OtpPurpose = 'customer' | 'owner' | 'signup'

export interface SendOptions {
  purpose?: OtpPurpose
  /**
   * False: do everything a send does (limits, a stored challenge that closes
   * older ones) but deliver nothing, for a phone that may not sign in (an
   * owner sign-in for a phone that is no owner), so the answers and limits
   * cannot tell who is one. Default true.
   */
  deliver?: boolean
  /** The reader's language: the code message goes in it. Default English. */
  language?: Language
  /** `sms`: skip WhatsApp. Unset: WhatsApp first, except right after a WhatsApp code to the phone ('Resend code'). */
  channel?: OtpChannel
}

/**
 * One-time codes (the sign-in step of the chat flow): issue a code to a phone, check it once.
 * Codes are stored as an HMAC only, live 10 minutes, allow 5 wrong tries,
 * and a new code closes the previous ones. Rate limits are read from the
 * stored challenges, so they hold across every server process.
 *
 * @example
 * const outcome = await otp.send(site, { countryCode: '+91', phoneNumber: '9876543210' }, request.ip)
 * const ok = await otp.verify(site, { countryCode: '+91', phoneNumber: '9876543210' }, '123456')
 * const owner = await otp.verify(site, phone, code, 'owner') // only a code sent with purpose 'owner'
 */
export class OtpService {
  private readonly challenges = new OtpRepository()
  private readonly delivery: CodeDelivery
  private readonly deliveries: OtpDeliveries

  constructor(private readonly deps: OtpServiceDeps) {
    const route = {
      whatsapp: deps.whatsapp ?? null,
      sms: deps.sender,
      whatsAppWaitMs: deps.whatsAppWaitMs ?? 0,
      whatsAppLateMs: deps.whatsAppLateMs ?? 0,
    }
    this.deliveries = new OtpDeliveries(deps.db)
    this.delivery = new CodeDelivery(route, this.deliveries, deps.log ?? { warn() {}, error() {} })
  }

  async send(site: Site, to: OtpRecipient, ip: string, options: SendOptions = {}): Promise<SendOutcome> {
    const { db, testNumbers, now: clock } = this.deps
    const { purpose = 'customer', deliver = true, language, channel } = options
    const ipPerHour = this.deps.codesPerIpPerHour ?? OTP_RATE_LIMITS.ipPerHour
    const now = clock()
    // A test number costs nothing and signs the demo and the tests in: no country, type or budget rule for it.
    const free = testNumbers.fixedCode(to) !== undefined
    const refusal = free ? null : codeDestinationRefusal(to, this.deps.allowedCountries)
    if (refusal) return { sent: false, reason: refusal }
    const fixed = deliver ? testNumbers.fixedCode(to) : undefined
    const code = fixed ?? String(randomInt(0, 1_000_000)).padStart(6, '0')
    const codeHash = await this.hash(site, to, code, purpose)
    const windowStart = new Date(now.getTime() - OTP_RATE_LIMITS.windowMs)

    const outcome = await db.transaction().execute(async (trx) => {
      await this.challenges.lock(trx, site.id, to, ip)
      const history = {
        phone: await this.challenges.phoneHistory(trx, site.id, to, windowStart, OTP_RATE_LIMITS.phonePerHour),
        ip: await this.challenges.ipHistory(trx, ip, windowStart, ipPerHour),
      }
      const retryAfter = retryAfterSeconds(history, now, ipPerHour)
      if (retryAfter > 0) return { reason: 'tooMany' as const, retryAfterSeconds: retryAfter }
      const budgets = {
        platform: this.deps.hourlyBudget,
        site: this.deps.siteHourlyBudget ?? DEFAULT_OTP_LIMITS.siteHourlyBudget,
      }
      const budgetWait = free ? 0 : await spendCodeBudget(trx, site.id, budgets)
      if (budgetWait > 0) return { reason: 'budget' as const, retryAfterSeconds: budgetWait }
      await this.challenges.closeOpen(trx, site.id, to, now, windowStart)
      const id = await this.challenges.insert(trx, {
        siteId: site.id,
        to,
        codeHash,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        createdAt: now,
        ip,
      })
      return { challengeId: id, reason: undefined }
    })
    if (outcome.reason !== undefined)
      return { sent: false, reason: outcome.reason, retryAfterSeconds: outcome.retryAfterSeconds }
    // Nothing goes to a phone that may not sign in, but the answer looks like a real send's.
    if (!deliver) return free ? { sent: true } : this.sentBy(this.firstChannel ?? undefined, outcome.challengeId)

    // Delivered after the commit: a slow gateway must not hold the database.
    const recipientSite = { subdomain: site.subdomain, name: siteName(site), language }
    if (fixed !== undefined) {
      await testNumbers.send()
      return { sent: true }
    }
    // 'Resend code' after a WhatsApp code goes by SMS: the customer did not find it on WhatsApp.
    const since = new Date(now.getTime() - OTP_TTL_MS)
    const previous = channel ? undefined : await this.deliveries.lastChannel(site.id, to, since, outcome.challengeId)
    const preferred = channel ?? (previous === 'whatsapp' ? 'sms' : undefined)
    const sent = await this.delivery.deliver(outcome.challengeId, to, code, recipientSite, preferred)
    // SMS after WhatsApp was tried: WhatsApp could not carry it, so it is not offered for 'Resend code'.
    const fellBack = sent.channel === 'sms' && preferred !== 'sms' && this.deps.whatsapp
    return this.sentBy(sent.channel ?? undefined, outcome.challengeId, !fellBack)
  }

  /**
   * True once for the right code of the phone's newest open challenge, which
   * it consumes. A wrong code counts an attempt; an expired, consumed or
   * exhausted challenge fails whatever the code.
   */
  async verify(site: Site, to: OtpRecipient, code: string, purpose: OtpPurpose = 'customer'): Promise<boolean> {
    const now = this.deps.now()
    const presented = await this.hash(site, to, code.trim(), purpose)
    const verdict = await this.deps.db.transaction().execute(async (trx) => {
      const challenge = await this.challenges.latestOpen(trx, site.id, to)
      if (!challenge || challenge.expiresAt.getTime() <= now.getTime() || challenge.attempts >= OTP_MAX_ATTEMPTS)
        return false
      if (sameHash(presented, challenge.codeHash)) {
        await this.challenges.consume(trx, challenge.id, now)
        return true
      }
      // The code may be the one Twilio Verify made (it sent the SMS): Twilio checks it, outside this transaction.
      if (this.deps.sender.check && (await this.deliveries.sentBy(challenge.id, TWILIO_VERIFY, trx)))
        return challenge.id
      await this.challenges.countFailure(trx, challenge.id)
      return false
    })
    return typeof verdict === 'string' ? this.verifyAtProvider(verdict, to, code.trim(), now) : verdict
  }

  /**
   * How the newest code of a challenge stands (`deliveryId` of the send's answer), for the form that waits on it:
   * its channel and status; undefined when `site` has no such challenge.
   */
  async deliveryStatus(
    site: Site,
    deliveryId: string,
  ): Promise<{ channel: OtpChannel | null; status: OtpDeliveryStatus } | undefined> {
    const latest = await this.deliveries.latestOf(site.id, deliveryId)
    if (latest === undefined) return undefined
    // Nothing recorded: a send that delivered nothing (not an owner), told like one the provider accepted.
    if (latest === null) return { channel: this.firstChannel, status: 'accepted' }
    return { channel: latest.channel, status: latest.status }
  }

  /** Stops watching codes on WhatsApp for late failures (the app is closing). */
  close(): Promise<void> {
    return this.delivery.close()
  }

  /** Asks the provider that made the code; a yes consumes the challenge (once), a no counts a wrong try. */
  private async verifyAtProvider(challengeId: string, to: OtpRecipient, code: string, now: Date): Promise<boolean> {
    let approved = false
    try {
      approved = await this.deps.sender.check!(to, code)
    } catch (error) {
      this.deps.log?.error({ err: error }, 'the code check at the provider failed')
    }
    return this.deps.db.transaction().execute(async (trx) => {
      if (!approved) {
        await this.challenges.countFailure(trx, challengeId)
        return false
      }
      return this.challenges.consumeOpen(trx, challengeId, now)
    })
  }

  /** The channel a code goes on first: WhatsApp where configured, else the SMS provider's. */
  private get firstChannel(): OtpChannel | null {
    return this.deps.whatsapp ? 'whatsapp' : (this.deps.senderChannel ?? null)
  }

  private sentBy(channel: OtpChannel | undefined, deliveryId: string, offerOther = true): SendOutcome {
    if (!channel) return { sent: true }
    const other = !offerOther ? undefined : channel === 'whatsapp' ? 'sms' : this.deps.whatsapp ? 'whatsapp' : undefined
    return { sent: true, channel, deliveryId, ...(other ? { otherChannel: other } : {}) }
  }

  // Bound to site, number and purpose, so a row copied to another phone proves nothing; keyed, so a leaked table cannot
  // be brute-forced offline. A customer code keeps the form it had before owners existed.
  private async hash(site: Site, to: OtpRecipient, code: string, purpose: OtpPurpose): Promise<string> {
    const prefix = purpose === 'customer' ? '' : `${purpose}:`
    return createHmac('sha256', await this.deps.codeKey())
      .update(`${prefix}${site.id}:${fullNumber(to)}:${code}`)
      .digest('base64url')
  }
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

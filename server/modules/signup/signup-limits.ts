import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import type { OtpRecipient } from '../../providers/otp/index.js'

/**
 * Sites one phone, and one client IP, may make at the front door per day:
 * a real business makes one or two; a shared office or café network a few
 * more. Each process counts the same `signups` rows.
 */
export const SIGNUP_LIMITS = { perPhonePerDay: 3, perIpPerDay: 10, windowMs: 24 * 60 * 60_000 } as const

// Namespace of the advisory lock (two-key form) that serialises one phone's sign-ups.
const SIGNUP_LOCK = 7201

/**
 * Which limit a new sign-up would pass, if any: `phone` or `ip`, or null when
 * it may go ahead. Run inside the sign-up's transaction: it locks the phone,
 * so two sign-ups of one phone at once cannot both pass.
 */
export async function signupLimitReached(
  db: Db,
  phone: OtpRecipient,
  ip: string,
  now: Date,
): Promise<'phone' | 'ip' | null> {
  await sql`select pg_advisory_xact_lock(${SIGNUP_LOCK}, hashtext(${phone.countryCode + phone.phoneNumber}))`.execute(
    db,
  )
  const since = new Date(now.getTime() - SIGNUP_LIMITS.windowMs)
  const count = async (where: 'phone' | 'ip') => {
    let query = db
      .selectFrom('signups')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('createdAt', '>', since)
    query =
      where === 'phone'
        ? query.where('countryCode', '=', phone.countryCode).where('phoneNumber', '=', phone.phoneNumber)
        : query.where('ip', '=', ip)
    return Number((await query.executeTakeFirstOrThrow()).count)
  }
  if ((await count('phone')) >= SIGNUP_LIMITS.perPhonePerDay) return 'phone'
  if ((await count('ip')) >= SIGNUP_LIMITS.perIpPerDay) return 'ip'
  return null
}

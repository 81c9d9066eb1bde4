import { CODE_RESEND_SECONDS } from '../../../contract/auth.js'

/**
 * Per phone (per site): one code per 30 s (the sign-in form's 'Resend code' wait), five per hour. Per client IP:
 * twenty per hour by default (`OTP_IP_RATE_LIMIT`: a shop whose customers share one public IP, or a test run).
 */
export const OTP_RATE_LIMITS = {
  phoneCooldownMs: CODE_RESEND_SECONDS * 1000,
  phonePerHour: 5,
  ipPerHour: 20,
  windowMs: 60 * 60_000,
} as const

/**
 * Seconds to wait before another code may be requested (0: allowed now),
 * from the creation times of the recent challenges, newest first.
 *
 * @example
 * retryAfterSeconds({ phone: [new Date(now - 10_000)], ip: [] }, new Date(now)) // 20
 */
export function retryAfterSeconds(
  history: { phone: Date[]; ip: Date[] },
  now: Date,
  ipPerHour: number = OTP_RATE_LIMITS.ipPerHour,
): number {
  const { phoneCooldownMs, phonePerHour, windowMs } = OTP_RATE_LIMITS
  const waits = [
    history.phone[0] ? history.phone[0].getTime() + phoneCooldownMs : 0,
    windowFull(history.phone, phonePerHour, windowMs),
    windowFull(history.ip, ipPerHour, windowMs),
  ].map((until) => until - now.getTime())
  const wait = Math.max(0, ...waits)
  return wait === 0 ? 0 : Math.ceil(wait / 1000)
}

// When the window holds `max` requests, the next is allowed once the oldest of them leaves it.
function windowFull(newestFirst: Date[], max: number, windowMs: number): number {
  return newestFirst.length >= max ? newestFirst[max - 1]!.getTime() + windowMs : 0
}

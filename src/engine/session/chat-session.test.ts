import { describe, expect, it } from 'vitest'
import { SESSION_LIFETIME_MS } from '../../../contract/auth'
import { CLOCK_TOLERANCE_MS, isSessionValid, MAX_PAST_EXPIRY_MS, normalizeHostname } from './chat-session'

const EXPIRES = Date.UTC(2026, 10, 22, 10, 0, 0)
const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe('isSessionValid', () => {
  it.each([
    ['well before expiry', 'demo.example', EXPIRES - 5 * 24 * HOUR, true],
    ['exactly at expiry', 'demo.example', EXPIRES, true],
    ['4 min 59.999 s past expiry', 'demo.example', EXPIRES + 5 * MINUTE - 1, true],
    ['exactly 5 minutes past expiry', 'demo.example', EXPIRES + 5 * MINUTE, true],
    ['5 minutes and 1 ms past expiry', 'demo.example', EXPIRES + 5 * MINUTE + 1, false],
    ['1 hour past expiry', 'demo.example', EXPIRES + HOUR, false],
    ['exactly 100 hours past expiry', 'demo.example', EXPIRES + 100 * HOUR, false],
    ['more than 100 hours past expiry', 'demo.example', EXPIRES + 100 * HOUR + 1, false],
    ['issued now (expires in 10 days)', 'demo.example', EXPIRES - SESSION_LIFETIME_MS, true],
    ['issued 5 minutes in the future (clock skew)', 'demo.example', EXPIRES - SESSION_LIFETIME_MS - 5 * MINUTE, true],
    ['issued more than 5 minutes in the future', 'demo.example', EXPIRES - SESSION_LIFETIME_MS - 5 * MINUTE - 1, false],
    ['another host', 'other.example', EXPIRES - HOUR, false],
    ['a subdomain of the host', 'shop.demo.example', EXPIRES - HOUR, false],
    ['the www. form of the host', 'www.demo.example', EXPIRES - HOUR, true],
    ['the host in capitals', 'DEMO.Example', EXPIRES - HOUR, true],
  ])('%s → %s', (_case, hostname, now, valid) => {
    expect(isSessionValid({ hostname: 'demo.example', expiresAt: EXPIRES }, hostname, now)).toBe(valid)
  })

  it('compares a stored www. host with a bare one', () => {
    expect(isSessionValid({ hostname: 'www.Demo.example', expiresAt: EXPIRES }, 'demo.example', EXPIRES)).toBe(true)
  })

  it('refuses a non-finite expiry', () => {
    expect(isSessionValid({ hostname: 'demo.example', expiresAt: Number.NaN }, 'demo.example', EXPIRES)).toBe(false)
  })

  it('uses the documented constants (5 minutes, 100 hours, 10 days)', () => {
    expect(CLOCK_TOLERANCE_MS).toBe(300_000)
    expect(MAX_PAST_EXPIRY_MS).toBe(360_000_000)
    expect(SESSION_LIFETIME_MS).toBe(864_000_000)
  })
})

describe('normalizeHostname', () => {
  it('lower-cases and strips one leading www.', () => {
    expect(normalizeHostname('WWW.Demo.Example')).toBe('demo.example')
    expect(normalizeHostname('www.www.demo.example')).toBe('www.demo.example')
    expect(normalizeHostname('wwwdemo.example')).toBe('wwwdemo.example')
  })
})

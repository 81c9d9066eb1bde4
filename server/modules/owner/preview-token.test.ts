import { describe, expect, it } from 'vitest'
import { PREVIEW_TTL_MS, signPreview, verifyPreview } from './preview-token.js'

describe('owner preview tokens', () => {
  const key = new Uint8Array(32).fill(7)
  it('verify for the same site and key until they expire', () => {
    const { token, expiresAt } = signPreview('demo', key, 1_800_000_000_000)
    expect(expiresAt).toBe(1_800_000_000_000 + PREVIEW_TTL_MS)
    expect(verifyPreview(token, 'demo', key, expiresAt - 1)).toBe(true)
    expect(verifyPreview(token, 'demo', key, expiresAt)).toBe(false)
  })

  it('fail for another site, another key, no key or a malformed token', () => {
    const { token } = signPreview('demo', key)
    expect(verifyPreview(token, 'acme', key)).toBe(false)
    expect(verifyPreview(token, 'demo', new Uint8Array(32).fill(8))).toBe(false)
    expect(verifyPreview(token, 'demo', undefined)).toBe(false)
    expect(verifyPreview('garbage', 'demo', key)).toBe(false)
  })
})

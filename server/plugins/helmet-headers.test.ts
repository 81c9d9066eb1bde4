import { describe, expect, it } from 'vitest'
import { helmetHeaders } from './helmet-headers.js'

describe('helmetHeaders', () => {
  it("reads every header helmet's middleware sets, named as Node reports them", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"] } },
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
    })
    expect(headers).toEqual({
      'content-security-policy': "default-src 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    })
  })

  it('throws on options helmet refuses', () => {
    expect(() => helmetHeaders({ referrerPolicy: { policy: 'nonsense' as 'no-referrer' } })).toThrow()
  })
})

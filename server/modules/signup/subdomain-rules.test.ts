import { describe, expect, it } from 'vitest'
import { subdomainFromName, subdomainShape } from './subdomain-rules.js'

describe('subdomain rules', () => {
  it('takes 3 to 30 of a–z, 0–9 and inner hyphens', () => {
    expect(subdomainShape('abc')).toBe('available')
    expect(subdomainShape('asha-tiffins-2')).toBe('available')
    expect(subdomainShape('a'.repeat(30))).toBe('available')
    for (const bad of ['ab', 'a'.repeat(31), '-abc', 'abc-', 'a--b', 'Asha', 'asha_tiffins', 'asha.tiffins', 'नमस्ते'])
      expect(subdomainShape(bad), bad).toBe('invalid')
  })

  it("refuses the platform's words", () => {
    for (const word of ['www', 'admin', 'api', 'owner', 'start', 'static', 'mail', 'support'])
      expect(subdomainShape(word), word).toBe('reserved')
  })

  it('refuses the names mail clients and browsers probe on their own', () => {
    for (const word of ['autodiscover', 'autoconfig', 'mta-sts', 'wpad', 'webmail', 'mail', 'smtp', 'embed', 'sandbox'])
      expect(subdomainShape(word), word).toBe('reserved')
  })

  it('makes a subdomain from a business name', () => {
    expect(subdomainFromName('Kesar Kitchen & Co.')).toBe('kesar-kitchen-and-co')
    expect(subdomainFromName('Café Ré')).toBe('cafe-re')
    expect(subdomainFromName('AB')).toBe('ab-site')
    expect(subdomainFromName('आशा')).toBe('site')
    expect(subdomainFromName('The very long name of a small shop in the old city').length).toBeLessThanOrEqual(30)
    expect(subdomainShape(subdomainFromName('The very long name of a small shop in the old city'))).toBe('available')
  })
})

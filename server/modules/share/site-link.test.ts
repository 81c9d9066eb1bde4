import { describe, expect, it } from 'vitest'
import { siteLink } from './site-link.js'

describe("the site's public link", () => {
  const base = { subdomain: 'demo', siteDomain: 'vitrine.example', customDomain: null }
  it.each([
    [{ ...base, protocol: 'https', requestHost: 'demo.vitrine.example' }, 'https://demo.vitrine.example'],
    [{ ...base, protocol: 'https', requestHost: 'demo.vitrine.example:443' }, 'https://demo.vitrine.example'],
    [{ ...base, protocol: 'http', requestHost: 'demo.vitrine.example:8080' }, 'http://demo.vitrine.example:8080'],
    [{ ...base, protocol: 'http', requestHost: '127.0.0.1:8080' }, 'http://demo.vitrine.example:8080'],
    [{ ...base, protocol: 'http', requestHost: undefined }, 'http://demo.vitrine.example'],
    [
      { ...base, customDomain: 'shop.kesar.in', protocol: 'https', requestHost: 'demo.vitrine.example:8443' },
      'https://shop.kesar.in',
    ],
  ])('%o → %s', (options, expected) => {
    expect(siteLink(options)).toBe(expected)
  })
})

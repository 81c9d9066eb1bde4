import { describe, expect, it } from 'vitest'
import { hostTarget, normaliseHost } from './host.js'

const options = { siteDomain: 'localhost', defaultSite: 'demo' }

describe('hostTarget', () => {
  it.each([
    ['demo.localhost:8080', { subdomain: 'demo' }],
    ['ACME.localhost', { subdomain: 'acme' }],
    ['localhost:8080', { subdomain: 'demo' }],
    ['www.localhost', { subdomain: 'demo' }],
    ['127.0.0.1:8080', { subdomain: 'demo' }],
    ['shop.example.com', { customDomain: 'shop.example.com' }],
    ['www.Shop.Example.com.', { customDomain: 'shop.example.com' }],
  ])('%s → %o', (host, target) => {
    expect(hostTarget(host, options)).toEqual(target)
  })

  it('refuses nested subdomains and empty hosts', () => {
    expect(hostTarget('a.b.localhost', options)).toBeNull()
    expect(hostTarget('', options)).toBeNull()
  })

  it('does not map loopback addresses to the default site in production', () => {
    expect(hostTarget('127.0.0.1', { ...options, production: true })).toEqual({ customDomain: '127.0.0.1' })
  })

  it('works with a real domain', () => {
    const shop = { siteDomain: 'vitrine.shop', defaultSite: 'home' }
    expect(hostTarget('kesar.vitrine.shop', shop)).toEqual({ subdomain: 'kesar' })
    expect(hostTarget('vitrine.shop', shop)).toEqual({ subdomain: 'home' })
  })
})

describe('normaliseHost', () => {
  it('drops port, case, trailing dot and www', () => {
    expect(normaliseHost('WWW.Example.COM.:443')).toBe('example.com')
    expect(normaliseHost('[::1]:8080')).toBe('[::1]')
  })
})

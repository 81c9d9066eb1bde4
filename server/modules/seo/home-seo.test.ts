import { describe, expect, it } from 'vitest'
import { DomUtils, parseDocument } from 'htmlparser2'
import { OWNER_DOMAIN_CHECK_PATH, OWNER_DOMAIN_PATH } from '../../../contract/custom-domain.js'
import { LANGUAGE_COOKIE } from '../../../contract/language.js'
import {
  OWNER_SETTINGS_HOURS_PATH,
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PROFILE_PATH,
  OwnerSettingsResponse,
} from '../../../contract/settings.js'
import { BUSINESS_KINDS, type BusinessKind } from '../../../contract/signup.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { useTestDns } from '../domain/dns-test-helpers.js'
import { answerOf } from '../order/test-helpers.js'
import { PRODUCT_FEED_PATH, SITEMAP_PATH } from '../../../contract/storefront-files.js'
import { ownerAuth, readXml } from './test-helpers.js'

const KEY = 'demo-owner-key-seo-home-0123456789'
const HOST = 'demo.vitrine.test'

/** The home page's head as a crawler reads it: canonical, language alternates, JSON-LD blocks. */
function headOf(html: string) {
  const document = parseDocument(html)
  const links = DomUtils.getElementsByTagName('link', document)
  const scripts = DomUtils.getElementsByTagName('script', document)
  return {
    lang: DomUtils.getElementsByTagName('html', document)[0]?.attribs.lang,
    canonical: links.filter((link) => link.attribs.rel === 'canonical').map((link) => link.attribs.href),
    alternates: Object.fromEntries(
      links
        .filter((link) => link.attribs.rel === 'alternate')
        .map((link) => [link.attribs.hreflang, link.attribs.href]),
    ),
    jsonLd: scripts
      .filter((script) => script.attribs.type === 'application/ld+json')
      .map((script) => JSON.parse(DomUtils.textContent(script)) as Record<string, unknown>),
  }
}

describe.each(testDatabases)('the home page’s canonical address, languages and business on $name', (kind) => {
  const testDns = useTestDns()
  const ctx = useTestApp(kind, { env: { SITE_DOMAIN: 'vitrine.test', OWNER_KEYS: `demo:${KEY}` }, app: testDns.app })
  const home = async (url = '/', headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ url, headers: { host: HOST, ...headers } })
    expect(response.statusCode).toBe(200)
    return headOf(response.body)
  }
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: ownerAuth(KEY), payload })

  it('names the business as LocalBusiness with what Google’s rich results read', async () => {
    const settings = answerOf(
      OwnerSettingsResponse,
      await ctx.app.inject({ url: OWNER_SETTINGS_PATH, headers: ownerAuth(KEY) }),
    )
    const profile = {
      ...settings.profile,
      logo: '/uploads/s/logo.512x512.webp',
      phone: '+91 98290 00000',
      address: '12 Johari Bazaar, Jaipur, Rajasthan 302003',
    }
    expect((await post(OWNER_SETTINGS_PROFILE_PATH, profile)).statusCode).toBe(200)
    const week = {
      mon: [
        { opens: '09:00', closes: '13:00' },
        { opens: '16:00', closes: '21:00' },
      ],
      sun: [],
    }
    expect((await post(OWNER_SETTINGS_HOURS_PATH, { ...settings.hours, hoursEnabled: true, week })).statusCode).toBe(
      200,
    )

    const [business, ...others] = (await home()).jsonLd
    expect(others).toEqual([])
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Kesar Kitchen',
      url: `http://${HOST}/`,
      telephone: '+91 98290 00000',
      logo: `http://${HOST}/uploads/s/logo.512x512.webp`,
      image: `http://${HOST}/uploads/s/logo.512x512.webp`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Johari Bazaar, Jaipur, Rajasthan 302003',
        postalCode: '302003',
        addressCountry: 'IN',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '09:00',
          closes: '13:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '16:00',
          closes: '21:00',
        },
      ],
    })
    // The range is what a shopper pays, as the product feed says it: the lowest and highest price (a sale below it
    // instead), with tax.
    const feed = readXml((await ctx.app.inject({ url: PRODUCT_FEED_PATH, headers: { host: HOST } })).body)
    const paid = feed
      .all('item')
      .map((item) => parseFloat(feed.text(item, 'g:sale_price') ?? feed.text(item, 'g:price')!))
    const rupees = (amount: number) =>
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount)
    expect(paid.length).toBeGreaterThan(1)
    expect(business?.priceRange).toBe(`${rupees(Math.min(...paid))}–${rupees(Math.max(...paid))}`)

    // Hours off: the owner gave none, so the page claims none (not 'open all day').
    expect((await post(OWNER_SETTINGS_HOURS_PATH, { ...settings.hours, hoursEnabled: false })).statusCode).toBe(200)
    expect((await home()).jsonLd[0]).not.toHaveProperty('openingHoursSpecification')
  })

  it('names the business by the kind chosen at sign-up or in the profile, with what Google requires', async () => {
    const settings = answerOf(
      OwnerSettingsResponse,
      await ctx.app.inject({ url: OWNER_SETTINGS_PATH, headers: ownerAuth(KEY) }),
    )
    // Google's local business results require a name and an address, on the business's own type.
    const types: Record<BusinessKind, string> = {
      bakery: 'Bakery',
      grocery: 'GroceryStore',
      boutique: 'ClothingStore',
      salon: 'BeautySalon',
      tutor: 'ProfessionalService',
      'home-kitchen': 'Restaurant',
      crafts: 'Store',
      repair: 'ProfessionalService',
      other: 'LocalBusiness',
    }
    const address = 'Shop 4, MI Road, Jaipur 302001'
    for (const kind of BUSINESS_KINDS) {
      const saved = await post(OWNER_SETTINGS_PROFILE_PATH, { ...settings.profile, address, businessKind: kind })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(answerOf(OwnerSettingsResponse, saved).profile.businessKind).toBe(kind)
      const [business] = (await home()).jsonLd
      expect(business).toMatchObject({
        '@context': 'https://schema.org',
        '@type': types[kind],
        name: 'Kesar Kitchen',
        address: { '@type': 'PostalAddress', streetAddress: address, postalCode: '302001', addressCountry: 'IN' },
      })
    }
    // Left out of a save, the kind stays.
    const bakery = { ...settings.profile, address, businessKind: 'bakery' }
    expect((await post(OWNER_SETTINGS_PROFILE_PATH, bakery)).statusCode).toBe(200)
    expect((await post(OWNER_SETTINGS_PROFILE_PATH, { ...settings.profile, address })).statusCode).toBe(200)
    expect((await home()).jsonLd[0]?.['@type']).toBe('Bakery')
  })

  it('links each language’s address, and each address really serves its language', async () => {
    const alternates = {
      en: `http://${HOST}/?lang=en`,
      hi: `http://${HOST}/?lang=hi`,
      'x-default': `http://${HOST}/`,
    }
    const plain = await home('/', { 'accept-language': 'en' })
    expect(plain).toMatchObject({ lang: 'en', canonical: [`http://${HOST}/`], alternates })
    // The address's language wins over the reader's saved choice and browser.
    const hindi = await home('/?lang=hi', { cookie: `${LANGUAGE_COOKIE}=en`, 'accept-language': 'en' })
    expect(hindi).toMatchObject({ lang: 'hi', canonical: [alternates.hi], alternates })
    const english = await home('/?lang=en', { cookie: `${LANGUAGE_COOKIE}=hi` })
    expect(english).toMatchObject({ lang: 'en', canonical: [alternates.en], alternates })
    // The cached page without the parameter still follows the reader.
    expect((await home('/', { cookie: `${LANGUAGE_COOKIE}=hi` })).lang).toBe('hi')
  })

  it('names the connected custom domain as canonical, in the head, the sitemap and the business', async () => {
    testDns.dns.cnames.set('shop.kesar.example', 'vitrine.test')
    expect((await post(OWNER_DOMAIN_PATH, { domain: 'shop.kesar.example' })).statusCode).toBe(200)
    expect((await post(OWNER_DOMAIN_CHECK_PATH, {})).statusCode).toBe(200)
    // Read on the subdomain too: the canonical address is the custom domain's.
    const head = await home()
    expect(head.canonical).toEqual(['http://shop.kesar.example/'])
    expect(head.alternates.hi).toBe('http://shop.kesar.example/?lang=hi')
    expect(head.jsonLd[0]?.url).toBe('http://shop.kesar.example/')
    const sitemap = readXml((await ctx.app.inject({ url: SITEMAP_PATH, headers: { host: HOST } })).body)
    const locs = sitemap.all('loc').map((loc) => DomUtils.textContent(loc))
    expect(locs.length).toBeGreaterThan(1)
    expect(locs.filter((loc) => !loc.startsWith('http://shop.kesar.example/'))).toEqual([])
  })
})

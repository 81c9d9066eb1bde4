import { describe, expect, it } from 'vitest'
import type { Section } from '../../../contract/page.js'
import { BUSINESS_KINDS } from '../../../contract/signup.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { checkSections, linkWarnings } from '../page/index.js'
import { SIGNUP_LIMITS } from './signup-limits.js'
import { LANGUAGES } from '../../../contract/language.js'
import { STARTER_COPY, STARTER_TEXTS } from './starter-copy.js'
import { starterSections } from './starter-page.js'
import { createSite, newSite, signupTicket } from './test-helpers.js'

const business = { name: 'Meera Stores', city: 'Indore', phone: '+919812345678' }

/** Text of an HTML fragment, its tags dropped and its spaces squeezed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Each card of a page (`<article class="card…">`): its heading's text, and the text of the rest of it. */
function cardsOf(html: string): { title: string; body: string }[] {
  return [...html.matchAll(/<article class="card[^"]*">([\s\S]*?)<\/article>/g)].map(([, inner = '']) => {
    const heading = /<h3[^>]*>([\s\S]*?)<\/h3>/.exec(inner)?.[1] ?? ''
    return { title: textOf(heading), body: textOf(inner.replace(heading, '')) }
  })
}

/** Each section heading's (`<header class="section-heading…">`) title. */
const headingsOf = (html: string) =>
  [...html.matchAll(/<header class="section-heading[^"]*"[^>]*>([\s\S]*?)<\/header>/g)].map(([, inner = '']) =>
    textOf(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(inner)?.[1] ?? ''),
  )

describe('starter page', () => {
  it.each(BUSINESS_KINDS)('%s passes its schemas and the publish link check with no warning', (kind) => {
    for (const about of [undefined, 'Since 1998.']) {
      const sections = starterSections({ ...business, kind, about })
      expect(checkSections(sections)).toEqual([])
      expect(linkWarnings(sections)).toEqual([])
    }
  })

  it.each(BUSINESS_KINDS)("%s's hero has two buttons, each to a section of the page", (kind) => {
    const hero = starterSections({ ...business, kind }).find((section) => section.name === 'Main Header')!
    const value = (key: string) => hero.values.find((entry) => entry.key === key)?.value
    expect([value('Button 1 Link'), value('Button 2 Link')]).toEqual(['#final-cta', '#services'])
    expect(value('Button 2 Text')).toBe(STARTER_COPY[kind].browseButton)
  })
})

describe.each(testDatabases)('a new site of every kind on $name', (database) => {
  const ctx = useTestApp(database, { env: TEST_NUMBERS_ENV })

  it('renders on the server in every language: no empty card or heading, no link that goes nowhere', async () => {
    const db = ctx.database.db
    let ticket = ''
    for (const [index, kind] of BUSINESS_KINDS.entries()) {
      // A phone makes only so many sites a day: each few kinds take the next test number.
      if (index % SIGNUP_LIMITS.perPhonePerDay === 0)
        ticket = await signupTicket(ctx.app, 30 + index / SIGNUP_LIMITS.perPhonePerDay)
      const subdomain = `starter-${kind}`
      const made = await createSite(ctx.app, ticket, newSite(subdomain, { kind, businessName: business.name }))
      expect(made.statusCode, made.body).toBe(200)
      const site = await db
        .selectFrom('sites')
        .select(['id', 'widgetSettings'])
        .where('subdomain', '=', subdomain)
        .executeTakeFirstOrThrow()
      expect(site.widgetSettings).toMatchObject({ topics: [STARTER_COPY[kind].topic] })
      const page = await db
        .selectFrom('pages')
        .select('sections')
        .where('siteId', '=', site.id)
        .executeTakeFirstOrThrow()
      expect(linkWarnings(page.sections as Section[]), kind).toEqual([])
      for (const language of LANGUAGES) {
        const answer = await ctx.app.inject({
          url: '/',
          headers: { host: `${subdomain}.localhost`, 'accept-language': language },
        })
        expect(answer.statusCode).toBe(200)
        const cards = cardsOf(answer.body)
        expect(cards, `${kind} ${language}`).toHaveLength(3)
        for (const card of cards) {
          expect(card.title, `${kind} ${language}`).not.toBe('')
          expect(card.body, `${kind} ${language}`).not.toBe('')
        }
        const headings = headingsOf(answer.body)
        expect(headings, `${kind} ${language}`).toHaveLength(2)
        expect(headings.filter((title) => title === '')).toEqual([])
        // The starter's own words in the reader's language: its hero title, and each card (Devanagari here).
        const inIt = STARTER_TEXTS[language][kind]
        expect(answer.body, `${kind} ${language}`).toContain(inIt.heroTitle.replaceAll('{name}', business.name))
        if (language !== 'en') for (const card of cards) expect(card.title).toMatch(/[\u0900-\u097f]/)
      }
    }
  })
})

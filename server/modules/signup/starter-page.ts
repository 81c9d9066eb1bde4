import type { Section } from '../../../contract/page.js'
import type { BusinessKind } from '../../../contract/signup.js'
import { finalCtaSchema } from '../../../src/sections/final-cta/schema.js'
import { section1Schema } from '../../../src/sections/section-heading/schema.js'
import { LANGUAGES, type Language } from '../../../contract/language.js'
import { localeFiles } from '../../text/locale-files.js'
import { STARTER_COPY, STARTER_TEXTS, type StarterTexts } from './starter-copy.js'

/** The languages a starter's own words are stored in beside the English (`Title@hi`, `Title@mr`). */
const TRANSLATED = LANGUAGES.filter((language) => language !== 'en')

/** What the owner told the sign-up about the business. */
export interface StarterBusiness {
  name: string
  kind: BusinessKind
  city: string
  /** A line about the business in the owner's words. */
  about?: string
  /** What the business offers, in the owner's words. */
  offer?: string
  /** The owner's phone (E.164), for the contact section. */
  phone: string
}

/** The chat deep link that opens the widget (`?chat=open`, src/owner/website/editor-links.ts). */
const OPEN_CHAT = '?chat=open'

const anchorOf = (schema: { name: string; anchor?: string }): string => {
  if (schema.anchor === undefined) throw new Error(`${schema.name} has no anchor`)
  return schema.anchor
}

/** A stored text: its key, the text, and for a starter's own words each other language's (stored as `<key>@mr`). */
type StoredText = [key: string, value: string, translated?: Partial<Record<Language, string>>]

/**
 * A new site's sections, filled in for its kind: hero, what we offer (a
 * heading and three cards), the shop's products (visitors see nothing until
 * it has one), about (a heading and the about text), final call to action
 * and contact, in the owner's words where given. Every text of the
 * starter's own carries each other language's version beside it (`Title@hi`,
 * `Title@mr`, from `locales/<language>/starter-copy.json`), which that language's readers see
 * (src/registry/localise-values.ts); the owner's words (the name, city,
 * about, offer) stay single. Every section passes its schema
 * (`checkSections`) and every button goes somewhere (the publish link check
 * finds nothing, `./starter-page.test.ts`): the hero's buttons to the final
 * call to action and to the offer, named explicitly so an empty link's
 * default cannot point at a section the page does not have; the final call
 * to action's button opens the chat.
 *
 * @example
 * starterSections({ name: 'Asha Tiffins', kind: 'home-kitchen', city: 'Pune', phone: '+919812345678' })
 */
export function starterSections(business: StarterBusiness): Section[] {
  const copy = STARTER_COPY[business.kind]
  const fill = (text: string) => text.replaceAll('{name}', business.name).replaceAll('{city}', business.city)
  /** A starter's text by its place in `StarterTexts` (`texts => texts.heroTitle`), in English and every other one. */
  const starter = (key: string, text: (copy: StarterTexts) => string): StoredText => [
    key,
    fill(text(copy)),
    Object.fromEntries(TRANSLATED.map((language) => [language, fill(text(STARTER_TEXTS[language][business.kind]))])),
  ]
  const ownOr = (key: string, own: string | undefined, text: (copy: StarterTexts) => string): StoredText =>
    own?.trim() ? [key, own.trim()] : starter(key, text)
  const about = (key: string) => ownOr(key, business.about, (texts) => texts.about)
  const productsTitle: StoredText = [
    'Title',
    localeFiles.sectionStarters.en.Products!.Title!,
    Object.fromEntries(TRANSLATED.map((language) => [language, localeFiles.sectionStarters[language].Products?.Title])),
  ]
  const sections: [id: string, name: string, values: StoredText[]][] = [
    [
      'sec-main-header',
      'Main Header',
      [
        ['Logo Text', business.name],
        ['Tagline', business.city],
        starter('Title', (texts) => texts.heroTitle),
        about('Sub Title'),
        starter('Button 1 Text', (texts) => texts.ctaButton),
        ['Button 1 Link', `#${anchorOf(finalCtaSchema)}`],
        starter('Button 2 Text', (texts) => texts.browseButton),
        ['Button 2 Link', `#${anchorOf(section1Schema)}`],
      ],
    ],
    [
      'sec-s1',
      'Section 1',
      [
        starter('Title', (texts) => texts.offerTitle),
        ownOr('Sub Title', business.offer, (texts) => texts.offerSubTitle),
      ],
    ],
    ...copy.cards.map((card, index): [string, string, StoredText[]] => [
      `sec-s1-card-${index + 1}`,
      'Section 1 Card',
      [
        ['Icon', card.icon],
        starter('Title', (texts) => texts.cards[index].title),
        starter('Description', (texts) => texts.cards[index].description),
      ],
    ]),
    // The shop's products from its live catalogue: nothing shows until it has one (the preview says so).
    ['sec-products', 'Products', [productsTitle]],
    ['sec-s2', 'Section 2', [starter('Title', (texts) => texts.aboutTitle), about('Sub Title')]],
    [
      'sec-final-cta',
      'Final CTA',
      [
        starter('Title', (texts) => texts.ctaTitle),
        starter('Sub Title', (texts) => texts.ctaSubTitle),
        starter('Button Text', (texts) => texts.ctaButton),
        ['Button Link', OPEN_CHAT],
      ],
    ],
    [
      'sec-contact',
      'Contact',
      [
        ['Title', business.name],
        ['Phone', business.phone],
      ],
    ],
  ]
  return sections.map(([_id, name, values], indexPosition) => ({
    _id,
    name,
    status: 'shown',
    viewMode: 'both',
    indexPosition,
    values: values.flatMap(([key, value, translated = {}]) => [
      { key, value },
      ...TRANSLATED.flatMap((language) => {
        const text = translated[language]
        return text && text !== value ? [{ key: `${key}@${language}`, value: text }] : []
      }),
    ]),
  }))
}

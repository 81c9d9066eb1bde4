import type { Section } from '../../../contract/page.js'
import type { BusinessKind } from '../../../contract/signup.js'
import { finalCtaSchema } from '../../../src/sections/final-cta/schema.js'
import { section1Schema } from '../../../src/sections/section-heading/schema.js'
import englishStarters from '../../../locales/en/section-starters.json'
import hindiStarters from '../../../locales/hi/section-starters.json'
import { STARTER_COPY_HI } from './starter-copy-hi.js'
import { STARTER_COPY } from './starter-copy.js'

/** The library's starter texts (`locales/<lang>/section-starters.json`): the Products section's title. */
const starters = { en: englishStarters, hi: hindiStarters }

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

/** A stored text: its key, the text, and for a starter's own words their Hindi version (stored as `<key>@hi`). */
type StoredText = [key: string, value: string, hindi?: string]

/**
 * A new site's sections, filled in for its kind: hero, what we offer (a
 * heading and three cards), the shop's products (visitors see nothing until
 * it has one), about (a heading and the about text), final call to action
 * and contact, in the owner's words where given. Every text of the
 * starter's own carries its Hindi version beside it (`Title@hi`, from
 * `./starter-copy-hi.ts`), which Hindi readers see
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
  const hindi = STARTER_COPY_HI[business.kind]
  const fill = (text: string) => text.replaceAll('{name}', business.name).replaceAll('{city}', business.city)
  const starter = (key: string, english: string, inHindi: string): StoredText => [key, fill(english), fill(inHindi)]
  const ownOr = (key: string, own: string | undefined, english: string, inHindi: string): StoredText =>
    own?.trim() ? [key, own.trim()] : starter(key, english, inHindi)
  const about = (key: string) => ownOr(key, business.about, copy.about, hindi.about)
  const sections: [id: string, name: string, values: StoredText[]][] = [
    [
      'sec-main-header',
      'Main Header',
      [
        ['Logo Text', business.name],
        ['Tagline', business.city],
        starter('Title', copy.heroTitle, hindi.heroTitle),
        about('Sub Title'),
        starter('Button 1 Text', copy.ctaButton, hindi.ctaButton),
        ['Button 1 Link', `#${anchorOf(finalCtaSchema)}`],
        starter('Button 2 Text', copy.browseButton, hindi.browseButton),
        ['Button 2 Link', `#${anchorOf(section1Schema)}`],
      ],
    ],
    [
      'sec-s1',
      'Section 1',
      [
        starter('Title', copy.offerTitle, hindi.offerTitle),
        ownOr('Sub Title', business.offer, copy.offerSubTitle, hindi.offerSubTitle),
      ],
    ],
    ...copy.cards.map((card, index): [string, string, StoredText[]] => [
      `sec-s1-card-${index + 1}`,
      'Section 1 Card',
      [
        ['Icon', card.icon],
        starter('Title', card.title, hindi.cards[index].title),
        starter('Description', card.description, hindi.cards[index].description),
      ],
    ]),
    // The shop's products from its live catalogue: nothing shows until it has one (the preview says so).
    ['sec-products', 'Products', [starter('Title', starters.en.Products.Title, starters.hi.Products.Title)]],
    ['sec-s2', 'Section 2', [starter('Title', copy.aboutTitle, hindi.aboutTitle), about('Sub Title')]],
    [
      'sec-final-cta',
      'Final CTA',
      [
        starter('Title', copy.ctaTitle, hindi.ctaTitle),
        starter('Sub Title', copy.ctaSubTitle, hindi.ctaSubTitle),
        starter('Button Text', copy.ctaButton, hindi.ctaButton),
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
    values: values.flatMap(([key, value, inHindi]) =>
      inHindi === undefined
        ? [{ key, value }]
        : [
            { key, value },
            { key: `${key}@hi`, value: inHindi },
          ],
    ),
  }))
}

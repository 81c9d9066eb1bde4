import type { Section } from '../../../contract/page.js'
import type { BusinessKind } from '../../../contract/signup.js'
import { STARTER_COPY } from './starter-copy.js'

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

/**
 * A new site's sections, filled in for its kind: hero, what we offer (a
 * heading and three cards), about, final call to action and contact, in the
 * owner's words where given. Every section passes its schema
 * (`checkSections`). The hero has one button (to the final call to action):
 * a second one would point at a section the new page does not have.
 *
 * @example
 * starterSections({ name: 'Asha Tiffins', kind: 'home-kitchen', city: 'Pune', phone: '+919812345678' })
 */
export function starterSections(business: StarterBusiness): Section[] {
  const copy = STARTER_COPY[business.kind]
  const fill = (text: string) => text.replaceAll('{name}', business.name).replaceAll('{city}', business.city)
  const about = business.about?.trim() || fill(copy.about)
  const offer = business.offer?.trim()
  const sections: [id: string, name: string, values: [string, string][]][] = [
    [
      'sec-main-header',
      'Main Header',
      [
        ['Logo Text', business.name],
        ['Tagline', business.city],
        ['Title', fill(copy.heroTitle)],
        ['Sub Title', about],
        ['Button 1 Text', copy.ctaButton],
      ],
    ],
    [
      'sec-s1',
      'Section 1',
      [
        ['Title', copy.offerTitle],
        ['Sub Title', offer || fill(copy.offerSubTitle)],
      ],
    ],
    ...copy.cards.map((card, index): [string, string, [string, string][]] => [
      `sec-s1-card-${index + 1}`,
      'Section 1 Card',
      [
        ['Icon', card.icon],
        ['Title', card.title],
        ['Description', fill(card.description)],
      ],
    ]),
    ['sec-s2', 'Section 2', [['Title', copy.aboutTitle]]],
    [
      'sec-s2-card-about',
      'Section 2 Card',
      [
        ['Icon', 'heart'],
        ['Title', business.name],
        ['Description 1', about],
      ],
    ],
    [
      'sec-final-cta',
      'Final CTA',
      [
        ['Title', copy.ctaTitle],
        ['Sub Title', copy.ctaSubTitle],
        ['Button Text', copy.ctaButton],
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
    values: values.map(([key, value]) => ({ key, value })),
  }))
}

import type { BusinessKind } from '../../../contract/signup.js'
import type { Language } from '../../../contract/language.js'
import type { IconName } from '../../../src/sections/shared/icons.js'
import english from '../../../locales/en/starter-copy.json'
import { localeFiles } from '../../text/locale-files.js'

/** One of the three cards under 'what we offer'. */
export interface StarterCard {
  icon: IconName
  title: string
  description: string
}

/**
 * A new site's first words for its kind of business: site content the owner
 * rewrites in the editor, in `locales/<language>/starter-copy.json` (English
 * the source, like every text). `{name}` and `{city}` are the owner's
 * business name and city.
 */
export interface StarterCopy {
  heroTitle: string
  /** The hero's sub title and the about text when the owner gave none of their own. */
  about: string
  offerTitle: string
  offerSubTitle: string
  cards: readonly [StarterCard, StarterCard, StarterCard]
  aboutTitle: string
  ctaTitle: string
  ctaSubTitle: string
  ctaButton: string
  /** The hero's second button, to the offer section. */
  browseButton: string
  /** The widget's first topic, and its empty catalogue's kind. */
  topic: { name: string; description: string }
  catalogueType: 'product' | 'service'
}

/**
 * A starter's texts in one language: every text of `StarterCopy`, less what is not words (the cards' icons, the
 * catalogue's kind). The locale check (scripts/locale-check.test.ts) finds a text a language lacks;
 * `./starter-copy.test.ts` checks they keep `{name}`/`{city}`.
 */
export type StarterTexts = Omit<StarterCopy, 'cards' | 'catalogueType'> & {
  cards: readonly [StarterCardText, StarterCardText, StarterCardText]
}
type StarterCardText = Omit<StarterCard, 'icon'>

/** What is not words in each kind's starter: its cards' icons and its catalogue's kind. */
const SHAPES: Record<
  BusinessKind,
  { icons: readonly [IconName, IconName, IconName]; catalogueType: 'product' | 'service' }
> = {
  bakery: { icons: ['gift', 'sun', 'star'], catalogueType: 'product' },
  grocery: { icons: ['package', 'leaf', 'truck'], catalogueType: 'product' },
  boutique: { icons: ['sparkles', 'star', 'truck'], catalogueType: 'product' },
  salon: { icons: ['sparkles', 'heart', 'gift'], catalogueType: 'service' },
  tutor: { icons: ['users', 'star', 'clock'], catalogueType: 'service' },
  'home-kitchen': { icons: ['chef', 'gift', 'users'], catalogueType: 'product' },
  crafts: { icons: ['sparkles', 'gift', 'truck'], catalogueType: 'product' },
  repair: { icons: ['shield', 'clock', 'truck'], catalogueType: 'service' },
  other: { icons: ['star', 'chat', 'heart'], catalogueType: 'product' },
}

/** Each kind's starter in English (the site's own texts), with its icons and catalogue's kind. */
export const STARTER_COPY = Object.fromEntries(
  Object.entries(SHAPES).map(([kind, { icons, catalogueType }]) => {
    const texts = (english as unknown as Record<BusinessKind, StarterTexts>)[kind as BusinessKind]
    const cards = texts.cards.map((card, index) => ({ icon: icons[index]!, ...card }))
    return [kind, { ...texts, cards, catalogueType }]
  }),
) as unknown as Record<BusinessKind, StarterCopy>

/** Each kind's starter texts in every language (`locales/<language>/starter-copy.json`). */
export const STARTER_TEXTS = localeFiles.starterCopy as Record<Language, Record<BusinessKind, StarterTexts>>

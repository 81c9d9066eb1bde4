import type { Language } from '../../../contract/language.js'
import type { BusinessKind } from '../../../contract/signup.js'
import { serverText, type ServerTextKey } from '../../text/server-text.js'

/** A starter reply: its shortcut, and its text's key under `quickReplies` in `locales/<language>/server.json`. */
type Starter = readonly [shortcut: string, key: ServerTextKey]

/** What every shop starts with: a greeting, how to pay, the opening hours and an order's thanks. */
const EVERY_SHOP: readonly Starter[] = [
  ['hello', 'quickReplies.starterHello'],
  ['pay', 'quickReplies.starterPay'],
  ['hours', 'quickReplies.starterHours'],
  ['thanks', 'quickReplies.starterThanks'],
]

const delivery: Starter = ['delivery', 'quickReplies.starterDelivery']

/** What a kind of business is asked most besides: delivery where it delivers, bookings, custom orders, visits. */
const BY_KIND: Record<BusinessKind, readonly Starter[]> = {
  bakery: [delivery, ['cake', 'quickReplies.starterCake']],
  grocery: [delivery],
  boutique: [delivery, ['sizes', 'quickReplies.starterSizes']],
  salon: [['book', 'quickReplies.starterBook']],
  tutor: [['classes', 'quickReplies.starterClasses']],
  'home-kitchen': [delivery, ['menu', 'quickReplies.starterMenu']],
  crafts: [delivery, ['custom', 'quickReplies.starterCustom']],
  repair: [['visit', 'quickReplies.starterVisit']],
  other: [delivery],
}

/**
 * The quick replies a shop starts with, in the owner's language: those of every shop and those of its kind of
 * business (a shop that has not said its kind gets delivery's), their placeholders filled in the composer.
 *
 * @example
 * starterReplies('en', 'salon').map((reply) => reply.shortcut) // ['hello', 'pay', 'hours', 'thanks', 'book']
 */
export function starterReplies(language: Language, kind: BusinessKind | null): { shortcut: string; text: string }[] {
  return [...EVERY_SHOP, ...BY_KIND[kind ?? 'other']].map(([shortcut, key]) => ({
    shortcut,
    text: serverText(key, {}, language),
  }))
}

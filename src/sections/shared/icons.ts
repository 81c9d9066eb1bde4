import { select } from '../../registry/section-schema'

/** Icons a card's `Icon` value may name; each is a `<symbol id="icon-<name>">` in `public/icons.svg`. */
export const ICON_NAMES = [
  'leaf',
  'truck',
  'gift',
  'star',
  'heart',
  'shield',
  'sparkles',
  'clock',
  'chat',
  'sun',
  'package',
  'users',
  'chef',
  'flame',
] as const

/** A card's `Icon` field; an unknown name fails with the list of known ones. */
export const iconField = select('Icon', { options: ICON_NAMES })
export type IconName = (typeof ICON_NAMES)[number]

/** Icons the sections draw themselves (not choosable in content). */
export type UiIconName = 'phone' | 'mail' | 'chevron'

import * as t from 'io-ts'
import { Text } from './text'

/*
 * The field codecs of the owner's catalogue studio. A failure's message is a
 * short code ('required', 'tooLong', ...) the owner app translates and shows
 * beside the field; the server answers the same codes in its 400.
 */

/** Why a field is refused; the owner app's `catalogue:fieldErrors.<code>`. */
export type FieldErrorCode =
  | 'required'
  | 'tooLong'
  | 'notMoney'
  | 'notCount'
  | 'notPercent'
  | 'notMeasure'
  | 'notUrl'
  | 'notSlug'
  | 'tooMany'
  | 'saleAboveBase'
  | 'oneDefault'
  | 'slugTaken'
  | 'unknown'
  | 'changed'

/** A `Text` that also passes `check`; else fails with `code`. */
function refined<A>(base: t.Type<A, A, unknown>, name: string, check: (value: A) => boolean, code: FieldErrorCode) {
  return new t.Type<A, A, unknown>(
    name,
    (input): input is A => base.is(input) && check(input),
    (input, context) => {
      const decoded = base.validate(input, context)
      if (decoded._tag === 'Left') return decoded
      return check(decoded.right) ? t.success(decoded.right) : t.failure(input, context, code)
    },
    t.identity,
  )
}

export const LIMITS = { name: 120, description: 4000, images: 8, variants: 30, packages: 30, sku: 64, slug: 80 }

/** Text with at least one non-space character and at most `max` characters. */
export const requiredText = (max: number) =>
  refined(
    refined(Text, 'RequiredText', (value) => value.trim().length > 0, 'required'),
    'ShortText',
    (value) => [...value].length <= max,
    'tooLong',
  )
/** Text of at most `max` characters (may be empty). */
export const shortText = (max: number) => refined(Text, 'ShortText', (value) => [...value].length <= max, 'tooLong')

/** Rupees: 0 or more, at most 2 decimals, below one crore. */
export const Money = refined(
  t.number,
  'Money',
  (value) =>
    Number.isFinite(value) && value >= 0 && value < 1e7 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
  'notMoney',
)
/** A whole number of units, 0 or more. */
export const Count = refined(
  t.number,
  'Count',
  (value) => Number.isInteger(value) && value >= 0 && value < 1e7,
  'notCount',
)
/** 0 to 100. */
export const Percent = refined(
  t.number,
  'Percent',
  (value) => Number.isFinite(value) && value >= 0 && value <= 100,
  'notPercent',
)
/** A weight (kg) or a length (cm): 0 or more. */
export const Measure = refined(
  t.number,
  'Measure',
  (value) => Number.isFinite(value) && value >= 0 && value < 1e6,
  'notMeasure',
)
/** An image: a path on this site ('/uploads/…') or an http(s) address. */
export const ImageUrl = refined(Text, 'ImageUrl', (value) => /^(\/[^/\s]|https?:\/\/\S+$)/.test(value), 'notUrl')
/** A video link: an http(s) address. */
export const VideoUrl = refined(Text, 'VideoUrl', (value) => /^https?:\/\/\S+$/.test(value), 'notUrl')
/** Lower-case letters, digits and single hyphens ('mango-pickle-500g'). */
export const Slug = refined(
  Text,
  'Slug',
  (value) => value.length <= LIMITS.slug && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
  'notSlug',
)
/** An array of at most `max` entries. */
export const upTo = <C extends t.Mixed>(codec: C, max: number) =>
  refined(
    t.array(codec) as t.Type<t.TypeOf<C>[], t.TypeOf<C>[], unknown>,
    'List',
    (list) => list.length <= max,
    'tooMany',
  )

/**
 * A slug made from a name: lower case, letters and digits joined by single hyphens.
 *
 * @example
 * slugOf('Mango Pickle (500 g)') // 'mango-pickle-500-g'
 */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.slug - 8)
    .replace(/-+$/g, '')
  return slug || 'item'
}

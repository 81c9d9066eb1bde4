import * as t from 'io-ts'
import { SectionValue } from '../../contract/page'

/** A required field: the value of its key (the first, if it repeats). */
export interface OneField<A> {
  kind: 'one'
  key: string
  codec: t.Type<A, string, unknown>
}
/** An optional field: the value of its key, or undefined. */
export interface OptionalField<A> {
  kind: 'optional'
  key: string
  codec: t.Type<A, string, unknown>
}
/** A repeated key (e.g. `Point`): every value, in order. */
export interface ManyField<A> {
  kind: 'many'
  key: string
  codec: t.Type<A, string, unknown>
  max: number
}
/** How one field of the decoded values is read from a section's `values[]`. */
export type Field<A> = OneField<A> | OptionalField<A> | ManyField<A>

/** The value of `key` (the first, if it repeats); required and non-empty. A string unless `codec` says otherwise. */
export function one(key: string): OneField<string>
export function one<A>(key: string, codec: t.Type<A, string, unknown>): OneField<A>
export function one(key: string, codec: t.Type<any, string, unknown> = t.string): OneField<any> {
  return { kind: 'one', key, codec }
}

/** The value of `key`, or undefined when absent or empty. */
export function optional(key: string): OptionalField<string>
export function optional<A>(key: string, codec: t.Type<A, string, unknown>): OptionalField<A>
export function optional(key: string, codec: t.Type<any, string, unknown> = t.string): OptionalField<any> {
  return { kind: 'optional', key, codec }
}

/** Every value of a repeated key (e.g. `Point`), in order, at most `max` (20 unless given). */
export function many(key: string, options?: { max?: number }): ManyField<string>
export function many<A>(key: string, options: { codec: t.Type<A, string, unknown>; max?: number }): ManyField<A>
export function many(key: string, options: { codec?: t.Type<any, string, unknown>; max?: number } = {}): ManyField<any> {
  return { kind: 'many', key, codec: options.codec ?? t.string, max: options.max ?? 20 }
}

/** The decoded values of `fields`: `one` → A, `optional` → A | undefined, `many` → A[]. */
export type ValuesOf<F extends Record<string, Field<any>>> = {
  [K in keyof F]: F[K] extends ManyField<infer A> ? A[] : F[K] extends OptionalField<infer A> ? A | undefined : F[K] extends OneField<infer A> ? A : never
}

const Values = t.array(SectionValue)

/**
 * A codec from a section's `values[]` (key/value pairs, keys may repeat)
 * to typed values, one field per entry of `fields`. Failures carry the
 * value key in their path (`values.Title`), so a bad section is reported as
 * `sections.3.values.Title`.
 *
 * @example
 * const HeadingValues = sectionValues('Heading', { title: one('Title'), points: many('Point') })
 * HeadingValues.decode([{ key: 'Title', value: 'Hi' }, { key: 'Point', value: 'a' }]) // right({ title: 'Hi', points: ['a'] })
 */
export function sectionValues<F extends Record<string, Field<any>>>(name: string, fields: F): t.Type<ValuesOf<F>, unknown, unknown> {
  return new t.Type<ValuesOf<F>, unknown, unknown>(
    name,
    (input): input is ValuesOf<F> => typeof input === 'object' && input !== null,
    (input, context) => {
      const values = Values.validate(input, context)
      if (values._tag === 'Left') return values
      const byKey = new Map<string, string[]>()
      for (const { key, value } of values.right) {
        const trimmed = value.trim()
        if (trimmed === '') continue
        byKey.set(key, [...(byKey.get(key) ?? []), trimmed])
      }
      const typed: Record<string, unknown> = {}
      const errors: t.Errors = []
      for (const [fieldName, field] of Object.entries(fields)) {
        const found = byKey.get(field.key) ?? []
        const at = t.appendContext(context, field.key, field.codec, found)
        if (field.kind === 'many') {
          if (found.length > field.max) errors.push({ value: found, context: at, message: `at most ${field.max} allowed` })
          const decoded = found.slice(0, field.max).map((value, index) => field.codec.validate(value, t.appendContext(at, String(index), field.codec, value)))
          for (const result of decoded) if (result._tag === 'Left') errors.push(...result.left)
          typed[fieldName] = decoded.flatMap((result) => (result._tag === 'Right' ? [result.right] : []))
        } else if (found.length === 0) {
          if (field.kind === 'one') errors.push({ value: undefined, context: at, message: 'is required' })
          typed[fieldName] = undefined
        } else {
          const result = field.codec.validate(found[0], at)
          if (result._tag === 'Left') errors.push(...result.left)
          else typed[fieldName] = result.right
        }
      }
      return errors.length > 0 ? t.failures(errors) : t.success(typed as ValuesOf<F>)
    },
    (typed) => typed,
  )
}

/** A string that is one of `options` (icon names, button styles). */
export function oneOf<const T extends readonly string[]>(name: string, options: T): t.Type<T[number], string, unknown> {
  return new t.Type<T[number], string, unknown>(
    name,
    (input): input is T[number] => typeof input === 'string' && options.includes(input),
    (input, context) =>
      typeof input === 'string' && options.includes(input) ? t.success(input as T[number]) : t.failure(input, context, `expected one of ${options.join(', ')}`),
    (value) => value,
  )
}

/**
 * A URL an owner may put in a page: a same-site path (`/demo/logo.svg`), a
 * query on the current page (`?chat=open&source=cart_summary`, a chat deep
 * link, see docs/product.md, 'Screens and routes') or an https URL. Anything else fails, in particular
 * `javascript:`, `data:` and `http:` URLs and protocol-relative `//host`.
 *
 * @example
 * SafeUrl.decode('?chat=open&source=direct_buy&item=garam-masala') // right
 * SafeUrl.decode('javascript:alert(1)') // left: expected a path starting with /, a query starting with ? or an https:// URL
 */
export const SafeUrl = new t.Type<string, string, unknown>(
  'SafeUrl',
  (input): input is string => typeof input === 'string',
  (input, context) =>
    typeof input === 'string' && (/^\/(?![/\\])/.test(input) || /^\?[^\s]+$/.test(input) || /^https:\/\/[^\s]+$/.test(input))
      ? t.success(input)
      : t.failure(input, context, 'expected a path starting with /, a query starting with ? or an https:// URL'),
  (value) => value,
)

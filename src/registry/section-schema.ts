import * as t from 'io-ts'
import type { SectionValue } from '../../contract/page'
import { CatalogueId, Colour, Flag, numberCodec, oneOf, SafeUrl, stringRule } from './section-fields'

import type {
  CatalogueRef,
  Fields,
  FieldOptions,
  FieldText,
  Labelled,
  ListField,
  ScalarField,
  ScalarKind,
  ValuesOf,
} from './section-field-types'

// The field types live in their own file; the schema's users import them from here.
export type {
  CatalogueRef,
  Field,
  Fields,
  FieldOptions,
  FieldText,
  ListField,
  RecordOf,
  ScalarField,
  ScalarKind,
  ValuesOf,
} from './section-field-types'

/** The chat widget's `source` values a section's links may open (`?chat=open&source=cart_summary`). */
export type ChatLink = 'cart_summary' | 'direct_buy' | 'send_enquiry_request'

/**
 * A section type as data: its stored name, fields, anchor and the chat deep
 * links it may carry. Pure (no React, no DOM): the page's renderer, the
 * server's publish check and the owner's editor all read it.
 */
export interface SectionSchema<F extends Fields = Fields> {
  /** The section name as stored in pages (`Main Header`). */
  name: string
  /** Who defines it (`sections/<folder>`); named in duplicate-registration errors. */
  owner: string
  fields: F
  /** The id the section carries on the page (`final-cta`), for in-page links. */
  anchor?: string
  /** Chat deep links its link fields may open; the editor offers them. */
  links?: readonly ChatLink[]
  /** What the document head and link previews take from it (the page's header). */
  head?: (values: ValuesOf<F>) => { siteName?: string; title?: string; description?: string; image?: string }
  /** Decodes `values[]` (derived from `fields`); failures carry their path (`values.Title`). */
  codec: t.Type<ValuesOf<F>, unknown, unknown>
}

const scalar =
  <K extends ScalarKind, A>(
    kind: K,
    codecOf: (options: FieldOptions & { options?: readonly string[] }, key: string) => t.Type<A, string, unknown>,
  ) =>
  <const O extends FieldOptions = {}>(key: string, options?: O): ScalarField<A> & O & { kind: K } =>
    ({ kind, key, codec: codecOf(options ?? {}, key), ...options }) as never

const withLimit = ({ max = Infinity }: FieldOptions) =>
  stringRule('Text', (value) => value.length <= max, `at most ${max} characters`)

/** One line of text. */
export const text = /* @__PURE__ */ scalar('text', withLimit)
/** Text that may run to paragraphs (a textarea in the editor). */
export const longText = /* @__PURE__ */ scalar('longText', withLimit)
/** A same-site path, a `?query` on the page (chat deep links) or an https URL. */
export const link = /* @__PURE__ */ scalar('link', () => SafeUrl)
/** A picture's address, checked like a link. */
export const image = /* @__PURE__ */ scalar('image', () => SafeUrl)
/** A colour as `#rrggbb`. */
export const colour = /* @__PURE__ */ scalar('colour', () => Colour)
/** `true` or `false`. */
export const boolean = /* @__PURE__ */ scalar('boolean', () => Flag)
/** A number, within `min` and `max` when given. */
export const number = /* @__PURE__ */ scalar('number', (options) => numberCodec(options.min, options.max))

/** One of `options` (stored as the option itself). */
export const select = /* @__PURE__ */ scalar('select', (options, key) => oneOf(key, options.options!)) as <
  const T extends readonly string[],
  const O extends FieldOptions,
>(
  key: string,
  options: O & { options: T },
) => ScalarField<T[number]> & O & { kind: 'select'; options: T }

/**
 * The id of one of the shop's items or categories (`of`); the editor offers a picker of them, and the publish check
 * says when one no longer exists. The page shows what it names from the live catalogue.
 */
export const catalogueRef = /* @__PURE__ */ scalar('catalogue', () => CatalogueId) as <const O extends FieldOptions>(
  key: string,
  options: O & { of: CatalogueRef },
) => ScalarField<string> & O & { kind: 'catalogue'; of: CatalogueRef }

/**
 * A text field checked by a codec of its own (`PhoneNumber`), with the keyboard for it (`formatted` is `text` with its
 * `codec` kept).
 */
export const formatted = text as <const O extends FieldOptions>(
  key: string,
  options: O & { codec: t.Type<string, string, unknown>; input?: 'tel' | 'email' },
) => ScalarField<string> & O & { kind: 'text' }

/** A list of records, each with `fields`; at most `max`. */
export function list<const O extends { label?: FieldText; fields: Record<string, ScalarField>; max: number }>(
  key: string,
  options: O,
): ListField<O['fields']> & O {
  return { kind: 'list', key, ...options }
}

/**
 * A section's values as stored, grouped by field: a scalar's trimmed non-empty values, a list's records (each grouped
 * the same way).
 */
export interface RawValues {
  [name: string]: string[] | RawValues[]
}

/**
 * Groups `values[]` by the schema's fields without checking them: what the
 * codec decodes and what the owner's editor starts from. Keys no field
 * declares are left out; empty values count as missing, and a record with
 * no value at all is dropped.
 */
export function readValues(fields: Fields, values: readonly SectionValue[]): RawValues {
  const raw: RawValues = {}
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind !== 'list') {
      raw[name] = values
        .filter((value) => value.key === field.key)
        .map((value) => value.value.trim())
        .filter(Boolean)
      continue
    }
    // A record starts at the list's first key, or at a key the current record already has.
    const keys = Object.values(field.fields).map((sub) => sub.key)
    const records: SectionValue[][] = []
    for (const value of values) {
      if (!keys.includes(value.key)) continue
      const current = records[records.length - 1]
      if (!current || value.key === keys[0] || current.some((seen) => seen.key === value.key)) records.push([value])
      else current.push(value)
    }
    raw[name] = records
      .map((record) => readValues(field.fields, record))
      .filter((record) => Object.values(record).some((found) => found.length > 0))
  }
  return raw
}

/** Decodes grouped values field by field, every failure into `errors`; a repeated key and a list by index. */
function decodeFields(fields: Fields, raw: RawValues, context: t.Context, errors: t.Errors): Record<string, unknown> {
  const typed: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(fields)) {
    const found: unknown[] = raw[name]!
    const at = t.appendContext(context, field.key, t.unknown, found)
    const one = (value: any, where: t.Context) => {
      if (field.kind === 'list') return decodeFields(field.fields, value, where, errors)
      const result = field.codec.validate(value, where)
      if (result._tag === 'Left') errors.push(...result.left)
      else return result.right
    }
    const max = field.kind === 'list' ? field.max : field.repeat
    if (max !== undefined) {
      if (found.length > max) errors.push({ value: found, context: at, message: `at most ${max} allowed` })
      typed[name] = found
        .slice(0, max)
        .map((value, index) => one(value, t.appendContext(at, String(index), t.unknown, value)))
    } else {
      const value = found[0] ?? (field as ScalarField).default
      if (value === undefined && (field as ScalarField).required)
        errors.push({ value, context: at, message: 'is required' })
      typed[name] = value === undefined ? value : one(value, at)
    }
  }
  return typed
}

/**
 * The codec of a section's `values[]` (key/value pairs, keys may repeat),
 * derived from its fields. Every failing field is reported with its key in
 * the path: `values.Title`, `values.Point.1`, `values.Reviews.0.Author`.
 */
export function valuesCodec<F extends Fields>(name: string, fields: F): t.Type<ValuesOf<F>, unknown, unknown> {
  return new t.Type<ValuesOf<F>, unknown, unknown>(
    name,
    (input): input is ValuesOf<F> => typeof input === 'object' && input !== null,
    (input, context) => {
      // The pairs themselves are checked where they enter (the `Section` codec of the page data and of the owner
      // calls).
      if (!Array.isArray(input)) return t.failure(input, context, 'expected key/value pairs')
      const errors: t.Errors = []
      const typed = decodeFields(fields, readValues(fields, input), context, errors)
      return errors.length > 0 ? t.failures(errors) : t.success(typed as ValuesOf<F>)
    },
    (typed) => typed,
  )
}

/**
 * Declares a section type's schema; its codec is derived from `fields`.
 *
 * @example
 * export const contactSchema = defineSchema({
 *   name: 'Contact',
 *   owner: 'sections/contact',
 *   fields: {
 *     title: text('Title', { required: true }),
 *     phone: formatted('Phone', { codec: PhoneNumber, label: 'phone' }),
 *   },
 * })
 */
export function defineSchema<const F extends Fields>(
  schema: Omit<SectionSchema<F>, 'codec' | 'fields'> & { fields: F & Labelled<F> },
): SectionSchema<F> {
  return { ...schema, codec: valuesCodec(schema.name, schema.fields) }
}

/**
 * The stored keys a schema uses for more than one field (a list's keys
 * included): records could not be told apart. `src/sections/index.test.tsx`
 * holds every section type to none.
 */
export function keysUsedTwice(schema: SectionSchema<any>): string[] {
  const keys = Object.values(schema.fields as Fields).flatMap((field) =>
    field.kind === 'list' ? Object.values(field.fields).map((sub) => sub.key) : [field.key],
  )
  return keys.filter((key, index) => keys.indexOf(key) !== index)
}

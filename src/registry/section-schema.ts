import * as t from 'io-ts'
import { SectionValue } from '../../contract/page'
import type fieldTexts from '../../locales/en/section-fields.json'
import { oneOf, SafeUrl } from './section-fields'

/**
 * A field's label (and help, when it has one) in `locales/en/section-fields.json`:
 * `title` → `{ "label": "Title" }`. The owner's editor shows them; the page never loads them.
 */
export type FieldText = keyof typeof fieldTexts

/** What a field holds; the owner's editor picks its input by kind. */
export type ScalarKind = 'text' | 'longText' | 'number' | 'link' | 'image' | 'colour' | 'select' | 'boolean'

/** What every field may declare besides its kind. */
export interface FieldOptions {
  /** Its label (and help) in `locales/en/section-fields.json`. */
  label: FieldText
  /** A missing or empty value fails with `is required`. */
  required?: boolean
  /** Used when the value is missing (and what the editor starts a new one with). */
  default?: string
  /** A repeated key (e.g. `Point`): every value in order, at most this many. */
  repeat?: number
  /** Text: at most this many characters. Number: at most this value. */
  max?: number
  /** Number: at least this value. */
  min?: number
}

/** One value of a section: its stored key, kind and how the value decodes. */
export interface ScalarField<A = any> extends FieldOptions {
  kind: ScalarKind
  /** The stored key in `values[]` (`Title`, `Button Link`). */
  key: string
  codec: t.Type<A, string, unknown>
  /** Select: the choices. */
  options?: readonly string[]
  /** Text: the browser's keyboard for it. */
  input?: 'tel' | 'email'
}

/**
 * A list of records (testimonials, FAQs), stored flat in `values[]`. A record
 * starts at its first field's key (or at a key the current record already
 * has) and takes the list's keys that follow, so each quote stays with its author.
 */
export interface ListField<R extends Record<string, ScalarField> = Record<string, ScalarField>> {
  kind: 'list'
  /** The list's name in error paths (`values.Reviews.1.Author`); never stored. */
  key: string
  label: FieldText
  fields: R
  /** At most this many records. */
  max: number
}

export type Field = ScalarField | ListField
export type Fields = Record<string, Field>

type ValueOf<F> = F extends ScalarField<infer A> ? (F extends { repeat: number } ? A[] : F extends { required: true } | { default: string } ? A : A | undefined) : never
/** A record of a list, decoded. */
export type RecordOf<R> = { [K in keyof R]: ValueOf<R[K]> }
/** The decoded values of a section's fields: required → A, optional → A | undefined, repeated → A[], list → records. */
export type ValuesOf<F> = { [K in keyof F]: F[K] extends ListField<infer R> ? RecordOf<R>[] : ValueOf<F[K]> }

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
  <K extends ScalarKind, A>(kind: K, codecOf: (options: FieldOptions) => t.Type<A, string, unknown>) =>
  <const O extends FieldOptions>(key: string, options: O): ScalarField<A> & O & { kind: K } => ({ kind, key, codec: codecOf(options), ...options })

const withLimit = ({ max = Infinity }: FieldOptions) =>
  new t.Type<string, string, unknown>(
    'Text',
    (input): input is string => typeof input === 'string',
    (input, context) => (typeof input === 'string' && input.length <= max ? t.success(input) : t.failure(input, context, `at most ${max} characters`)),
    String,
  )

/** One line of text. */
export const text = scalar('text', withLimit)
/** Text that may run to paragraphs (a textarea in the editor). */
export const longText = scalar('longText', withLimit)
/** A same-site path, a `?query` on the page (chat deep links) or an https URL. */
export const link = scalar('link', () => SafeUrl)
/** A picture's address, checked like a link. */
export const image = scalar('image', () => SafeUrl)
/** A colour as `#rrggbb`. */
export const colour = scalar('colour', () => Colour)
/** `true` or `false`. */
export const boolean = scalar('boolean', () => Flag)
/** A number, within `min` and `max` when given. */
export const number = scalar('number', (options) => numberCodec(options.min, options.max))

/** One of `options` (stored as the option itself). */
export function select<const T extends readonly string[], const O extends FieldOptions>(key: string, options: O & { options: T }): ScalarField<T[number]> & O & { kind: 'select' } {
  return { kind: 'select', key, codec: oneOf(key, options.options), ...options }
}

/** A text field checked by a codec of its own (`PhoneNumber`), with the keyboard for it. */
export function formatted<const O extends FieldOptions>(key: string, options: O & { codec: t.Type<string, string, unknown>; input?: 'tel' | 'email' }): ScalarField<string> & O & { kind: 'text' } {
  return { kind: 'text', key, ...options }
}

/** A list of records, each with `fields`; at most `max`. */
export function list<const R extends Record<string, ScalarField>>(key: string, options: { label: FieldText; fields: R; max: number }): ListField<R> {
  return { kind: 'list', key, ...options }
}

const Colour = new t.Type<string, string, unknown>(
  'Colour',
  (input): input is string => typeof input === 'string',
  (input, context) => (typeof input === 'string' && /^#[0-9a-f]{6}$/i.test(input) ? t.success(input) : t.failure(input, context, 'expected a colour like #9a3412')),
  String,
)

const Flag = new t.Type<boolean, string, unknown>(
  'Flag',
  (input): input is boolean => typeof input === 'boolean',
  (input, context) => (input === 'true' ? t.success(true) : input === 'false' ? t.success(false) : t.failure(input, context, 'expected true or false')),
  String,
)

function numberCodec(min = -Infinity, max = Infinity) {
  return new t.Type<number, string, unknown>(
    'Number',
    (input): input is number => typeof input === 'number',
    (input, context) => {
      const value = typeof input === 'string' && /^-?\d+(\.\d+)?$/.test(input) ? Number(input) : NaN
      return value >= min && value <= max ? t.success(value) : t.failure(input, context, `expected a number from ${min} to ${max}`)
    },
    String,
  )
}

/** A section's values as stored, grouped by field: a scalar's trimmed non-empty values, a list's records (field → value). */
export type RawValues = Record<string, string[] | Record<string, string>[]>

/**
 * Groups `values[]` by the schema's fields without checking them: what the
 * codec decodes and what the owner's editor starts from. Keys no field
 * declares are left out; empty values count as missing.
 */
export function readValues(fields: Fields, values: readonly SectionValue[]): RawValues {
  const raw: RawValues = {}
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind !== 'list') {
      raw[name] = values.filter((value) => value.key === field.key).map((value) => value.value.trim()).filter(Boolean)
      continue
    }
    const records: Record<string, string>[] = []
    const names = Object.keys(field.fields)
    const lead = field.fields[names[0]!]!.key
    let current: Record<string, string> | undefined
    let seen = new Set<string>()
    for (const { key, value } of values) {
      const at = names.find((candidate) => field.fields[candidate]!.key === key)
      if (at === undefined) continue
      if (!current || key === lead || seen.has(key)) {
        records.push((current = {}))
        seen = new Set()
      }
      seen.add(key)
      if (value.trim()) current[at] = value.trim()
    }
    raw[name] = records.filter((record) => Object.keys(record).length > 0)
  }
  return raw
}

function decodeScalar(field: ScalarField, found: string[], context: t.Context, errors: t.Errors): unknown {
  const at = t.appendContext(context, field.key, field.codec, found)
  const one = (value: string, where: t.Context) => {
    const result = field.codec.validate(value, where)
    if (result._tag === 'Left') errors.push(...result.left)
    else return result.right
  }
  if (field.repeat !== undefined) {
    if (found.length > field.repeat) errors.push({ value: found, context: at, message: `at most ${field.repeat} allowed` })
    return found.slice(0, field.repeat).flatMap((value, index) => {
      const count = errors.length
      const decoded = one(value, t.appendContext(at, String(index), field.codec, value))
      return errors.length > count ? [] : [decoded]
    })
  }
  const value = found[0] ?? field.default
  if (value !== undefined) return one(value, at)
  if (field.required) errors.push({ value: undefined, context: at, message: 'is required' })
}

const Values = t.array(SectionValue)

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
      const values = Values.validate(input, context)
      if (values._tag === 'Left') return values
      const raw = readValues(fields, values.right)
      const errors: t.Errors = []
      const typed: Record<string, unknown> = {}
      for (const [name, field] of Object.entries(fields)) {
        if (field.kind !== 'list') {
          typed[name] = decodeScalar(field, raw[name] as string[], context, errors)
          continue
        }
        const records = raw[name] as Record<string, string>[]
        const at = t.appendContext(context, field.key, t.unknown, records)
        if (records.length > field.max) errors.push({ value: records, context: at, message: `at most ${field.max} allowed` })
        typed[name] = records.slice(0, field.max).map((record, index) => {
          const where = t.appendContext(at, String(index), t.unknown, record)
          return Object.fromEntries(Object.entries(field.fields).map(([part, sub]) => [part, decodeScalar(sub, record[part] ? [record[part]] : [], where, errors)]))
        })
      }
      return errors.length > 0 ? t.failures(errors) : t.success(typed as ValuesOf<F>)
    },
    (typed) => typed,
  )
}

/**
 * Declares a section type's schema; its codec is derived from `fields`. A
 * stored key used by two fields (or inside two lists) throws, naming the section.
 *
 * @example
 * export const contactSchema = defineSchema({
 *   name: 'Contact',
 *   owner: 'sections/contact',
 *   fields: { title: text('Title', { label: 'title', required: true }) },
 * })
 */
export function defineSchema<const F extends Fields>(schema: Omit<SectionSchema<F>, 'codec'>): SectionSchema<F> {
  const keys = Object.values(schema.fields).flatMap((field) => (field.kind === 'list' ? Object.values(field.fields).map((sub) => sub.key) : [field.key]))
  const twice = keys.find((key, index) => keys.indexOf(key) !== index)
  if (twice) throw new Error(`Section "${schema.name}" uses the key "${twice}" for two fields`)
  return { ...schema, codec: valuesCodec(schema.name, schema.fields) }
}

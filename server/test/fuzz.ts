import fc from 'fast-check'
import * as t from 'io-ts'
import { Text, TextValue } from '../../contract/text.js'

/**
 * fast-check arbitraries for throwing bad input at routes: hostile text,
 * arbitrary JSON made of it, values of a contract codec (valid, or with one
 * part replaced), and query strings that keep what they carry (a lone
 * surrogate included) on the wire.
 */

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit))
const hostileUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  loneSurrogate,
  fc.constantFrom('\u0000', '\u202e', '\ufeff', '\u00a0', '\n', '\t', '%', '\\', '"', "'", '<', '&', '😀', 'न'),
)

/** Strings meant to break something: NUL, lone surrogates, huge, unicode, markup, injection, number-like. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'hi\u0000there',
    '\ud800',
    'x\udc00y',
    '\ud83d',
    '😀\ud800',
    '%00',
    '',
    ' ',
    'नमस्ते 😀',
    'مرحبا',
    "'; drop table customers; --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '9'.repeat(400),
    '1e309',
    '-0',
    'null',
    '2026-02-30T25:61:00Z',
    '+91',
    'demo',
  ),
  fc.string({ unit: hostileUnit, maxLength: 40 }),
  fc.constantFrom('a'.repeat(100_000), '😀'.repeat(40_000), '\u0000'.repeat(10_000)),
)

const hostileScalar = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 1.5, 1e308, -1e308, 100_000),
)

const plainKey = fc.constantFrom(
  '_id',
  'customerId',
  'subdomain',
  'message',
  'item',
  'value',
  'sections',
  'values',
  'key',
  'name',
  'type',
  'quantity',
)

/** A JSON value nested a little, its strings and keys hostile. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(plainKey, hostileText), tie('value'), { maxKeys: 4 }),
  ),
})).value

/**
 * JSON of an object nested far deeper than any codec reads (a recursive walk would exhaust the stack), as text:
 * stringifying it would.
 */
export function deeplyNestedJson(fields: Record<string, string>, depth = 5000): string {
  return `{${Object.entries(fields)
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)},`)
    .join('')}"value":${'{"value":['.repeat(depth)}"\\u0000"${']}'.repeat(depth)}}`
}

/** Picks a value for a `Text` field by its key (`customerId` → the signed-in customer), or undefined for any text. */
export type TextHint = (key: string) => fc.Arbitrary<string> | undefined

const plainText = fc.string({ maxLength: 12 })

/**
 * Values a codec accepts, built from its io-ts structure (`t.type`,
 * `t.partial`, unions, arrays, `t.keyof`, numbers, `Text`, ...). `hint`
 * supplies realistic text by field name so handlers past the codec are
 * reached. A codec it does not know gives values it accepts among
 * `undefined`, a small record and a string, or `undefined`.
 *
 * @example
 * fc.sample(valuesOf(t.type({ quantity: t.Int, name: Text }), () => undefined), 1) // [{ quantity: 3, name: 'k' }]
 */
export function valuesOf(codec: t.Decoder<unknown, unknown>, hint: TextHint, key = ''): fc.Arbitrary<unknown> {
  const props = (fields: t.Props) =>
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, valuesOf(field, hint, name)]))
  if (codec === Text) return hint(key) ?? plainText
  if (codec === TextValue)
    return fc.oneof(fc.integer({ min: -2, max: 120 }), plainText, hint(key) ?? plainText, fc.constant(null))
  if (codec instanceof t.InterfaceType) return fc.record(props(codec.props))
  if (codec instanceof t.PartialType) return fc.record(props(codec.props), { requiredKeys: [] })
  if (codec instanceof t.IntersectionType) {
    const parts: fc.Arbitrary<unknown>[] = codec.types.map((part: t.Mixed) => valuesOf(part, hint, key))
    return fc.tuple(...parts).map((values) => Object.assign({}, ...values))
  }
  if (codec instanceof t.UnionType)
    return fc.oneof(...codec.types.map((member: t.Mixed) => valuesOf(member, hint, key)))
  if (codec instanceof t.ArrayType) return fc.array(valuesOf(codec.type, hint, key), { maxLength: 4 })
  if (codec instanceof t.KeyofType) return fc.constantFrom(...Object.keys(codec.keys))
  if (codec instanceof t.LiteralType) return fc.constant(codec.value)
  if (codec instanceof t.RefinementType)
    return codec.name === 'Int' ? fc.integer({ min: -2, max: 120 }) : valuesOf(codec.type, hint, key)
  if (codec instanceof t.NumberType)
    return fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.double({ noNaN: true, noDefaultInfinity: true }))
  if (codec instanceof t.BooleanType) return fc.boolean()
  if (codec instanceof t.NullType) return fc.constant(null)
  if (codec instanceof t.UnknownType) return hostileJson
  return fc
    .oneof(fc.constant(undefined), fc.dictionary(plainText, plainText, { maxKeys: 3 }), plainText)
    .map((value) => (codec.decode(value)._tag === 'Right' ? value : undefined))
}

type Path = (string | number)[]

function pathsOf(value: unknown, at: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [at]
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...at, Array.isArray(value) ? Number(key) : key]),
  )
  return [at, ...children]
}

const REMOVE = Symbol('remove')

function replacedAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement
  const [head, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>
  const next = replacedAt(copy[head!], rest, replacement)
  if (replacement === REMOVE && rest.length === 0 && !Array.isArray(copy)) delete copy[head!]
  else copy[head!] = next
  return copy
}

/**
 * A value of `valid` with one part (the whole value, a field, an element)
 * replaced by hostile JSON, or removed.
 *
 * @example
 * fc.sample(mutated(fc.constant({ item: { _id: 'i1' }, customerId: 'c1' })), 1)
 * // [{ item: { _id: '\u0000' }, customerId: 'c1' }]
 */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.oneof(hostileJson, hostileText, fc.constant(REMOVE)))
    .map(([value, pick, replacement]) => {
      const paths = pathsOf(value)
      return replacedAt(value, paths[pick % paths.length]!, replacement)
    })
}

/**
 * Percent-encodes a query component; a lone surrogate, which
 * `encodeURIComponent` refuses, goes out as its (invalid) three UTF-8-style
 * bytes, so the server sees what a hostile client would send.
 */
export function encodeComponent(value: string): string {
  let encoded = ''
  for (const character of value) {
    const unit = character.charCodeAt(0)
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    } else {
      encoded += encodeURIComponent(character)
    }
  }
  return encoded
}

/**
 * A query string for a value: each field once, an array as a repeated key,
 * anything else as its JSON; `undefined` fields are left out. A value that is
 * not an object gives `value=<it>`.
 */
export function queryStringOf(value: unknown): string {
  const entries =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value)
      : [['value', value] as const]
  const text = (part: unknown) => (typeof part === 'string' ? part : (JSON.stringify(part) ?? ''))
  return entries
    .filter(([, part]) => part !== undefined)
    .flatMap(([name, part]) =>
      (Array.isArray(part) ? part : [part]).map((item) => `${encodeComponent(name)}=${encodeComponent(text(item))}`),
    )
    .join('&')
}

/** Query strings that are broken as text: bad escapes, overlong NUL, encoded NUL and surrogates. */
export const brokenQuery = fc.constantFrom(
  'subdomain=%00',
  'subdomain=%ED%A0%80',
  'customerId=%00',
  'since=%00',
  'pincode=%C0%80',
  '%',
  'a=%zz',
  'subdomain=demo&subdomain=demo',
  'x[y]=1&__proto__=1',
  '=&&==',
)

import * as t from 'io-ts'
import { SectionValue } from '../../contract/page'

/** How one prop is read from a section's `values[]`. */
export type Field<A> =
  | { kind: 'one'; key: string; codec: t.Type<A, string, unknown> }
  | { kind: 'optional'; key: string; codec: t.Type<A, string, unknown> }
  | { kind: 'many'; key: string; codec: t.Type<A, string, unknown>; max: number }

/** The value of `key` (the first, if it repeats); required and non-empty. */
export const one = <A = string>(key: string, codec: t.Type<A, string, unknown> = t.string as any): Field<A> => ({ kind: 'one', key, codec })
/** The value of `key`, or undefined when absent or empty. */
export const optional = <A = string>(key: string, codec: t.Type<A, string, unknown> = t.string as any): Field<A> => ({
  kind: 'optional',
  key,
  codec,
})
/** Every value of a repeated key (e.g. `Point`), in order, at most `max`. */
export const many = <A = string>(key: string, options: { codec?: t.Type<A, string, unknown>; max?: number } = {}): Field<A> => ({
  kind: 'many',
  key,
  codec: options.codec ?? (t.string as any),
  max: options.max ?? 20,
})

type PropsOf<F extends Record<string, Field<any>>> = {
  [K in keyof F]: F[K] extends Field<infer A>
    ? F[K]['kind'] extends 'many'
      ? A[]
      : F[K]['kind'] extends 'optional'
        ? A | undefined
        : A
    : never
}

const Values = t.array(SectionValue)

/**
 * A codec from a section's `values[]` to typed props. Failures carry the
 * value key in their path (`values.Title`), so a bad section is reported as
 * `sections.3.values.Title`.
 *
 * @example
 * const HeadingProps = sectionValues('Heading', { title: one('Title'), points: many('Point') })
 * HeadingProps.decode([{ key: 'Title', value: 'Hi' }, { key: 'Point', value: 'a' }]) // right({ title: 'Hi', points: ['a'] })
 */
export function sectionValues<F extends Record<string, Field<any>>>(name: string, fields: F): t.Type<PropsOf<F>, unknown, unknown> {
  return new t.Type<PropsOf<F>, unknown, unknown>(
    name,
    (input): input is PropsOf<F> => typeof input === 'object' && input !== null,
    (input, context) => {
      const values = Values.validate(input, context)
      if (values._tag === 'Left') return values
      const byKey = new Map<string, string[]>()
      for (const { key, value } of values.right) {
        const trimmed = value.trim()
        if (trimmed === '') continue
        byKey.set(key, [...(byKey.get(key) ?? []), trimmed])
      }
      const props: Record<string, unknown> = {}
      const errors: t.Errors = []
      for (const [prop, field] of Object.entries(fields)) {
        const found = byKey.get(field.key) ?? []
        const at = t.appendContext(context, field.key, field.codec, found)
        if (field.kind === 'many') {
          if (found.length > field.max) errors.push({ value: found, context: at, message: `at most ${field.max} allowed` })
          const decoded = found.slice(0, field.max).map((value, index) => field.codec.validate(value, t.appendContext(at, String(index), field.codec, value)))
          for (const result of decoded) result._tag === 'Left' ? errors.push(...result.left) : undefined
          props[prop] = decoded.flatMap((result) => (result._tag === 'Right' ? [result.right] : []))
        } else if (found.length === 0) {
          if (field.kind === 'one') errors.push({ value: undefined, context: at, message: 'is required' })
          props[prop] = undefined
        } else {
          const result = field.codec.validate(found[0], at)
          result._tag === 'Left' ? errors.push(...result.left) : (props[prop] = result.right)
        }
      }
      return errors.length > 0 ? t.failures(errors) : t.success(props as PropsOf<F>)
    },
    (props) => props,
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
 * link, see SPEC §2) or an https URL. Anything else fails, in particular
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

import type * as t from 'io-ts'
import type fieldTexts from '../../locales/en/section-fields.json'

/**
 * A field's label (and help, when it has one) in `locales/en/section-fields.json`:
 * `title` → `{ "label": "Title" }`. The owner's editor shows them; the page never loads them.
 */
export type FieldText = keyof typeof fieldTexts

/** What a field holds; the owner's editor picks its input by kind. */
export type ScalarKind =
  | 'text'
  | 'longText'
  | 'number'
  | 'link'
  | 'image'
  | 'colour'
  | 'select'
  | 'boolean'
  | 'catalogue'

/** What a `catalogue` field names by id: one of the shop's items or categories (the editor picks from them). */
export type CatalogueRef = 'item' | 'category'

/** What every field may declare besides its kind. */
export interface FieldOptions {
  /**
   * Its label (and help) in `locales/en/section-fields.json`; by default the field's own name in the schema
   * (`subTitle`).
   */
  label?: FieldText
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
  /** Catalogue: what its value is the id of. */
  of?: CatalogueRef
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
  label?: FieldText
  fields: R
  /** At most this many records. */
  max: number
}

export type Field = ScalarField | ListField
export type Fields = Record<string, Field>

/** A field whose name is not a text of `locales/en/section-fields.json` must say which text labels it. */
export type Labelled<F> = {
  [K in keyof F]: (F[K] extends { label: FieldText }
    ? F[K]
    : K extends FieldText
      ? F[K]
      : F[K] & { label: FieldText }) &
    (F[K] extends ListField<infer R> ? { fields: Labelled<R> } : unknown)
}

export type ValueOf<F> =
  F extends ScalarField<infer A>
    ? F extends { repeat: number }
      ? A[]
      : F extends { required: true } | { default: string }
        ? A
        : A | undefined
    : never
/** A record of a list, decoded. */
export type RecordOf<R> = { [K in keyof R]: ValueOf<R[K]> }
/** The decoded values of a section's fields: required → A, optional → A | undefined, repeated → A[], list → records. */
export type ValuesOf<F> = { [K in keyof F]: F[K] extends ListField<infer R> ? RecordOf<R>[] : ValueOf<F[K]> }

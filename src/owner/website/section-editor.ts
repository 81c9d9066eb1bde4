import { makeAutoObservable } from 'mobx'
import { decode, type FieldError } from '../../../contract/decode'
import type { Section, SectionValue } from '../../../contract/page'
import { readValues, type Fields, type ScalarField, type SectionSchema } from '../../registry/section-schema'
import { Submission } from '../../client/store/submission'
import type { Failure } from '../panel-kit/errors'
import { TextTranslations, translationKeys, type TranslatedLanguage } from './text-translations'

/** One item of a repeated field (a Point) or one record of a list (a testimonial): its values by field name. */
export interface Entry {
  id: number
  values: Record<string, string>
}

/** A single text field (not repeated, not a phone or e-mail): the owner may give its versions in other languages. */
export const isTranslatable = (field: Fields[string]): boolean =>
  (field.kind === 'text' || field.kind === 'longText') && field.repeat === undefined && field.input === undefined

/**
 * Where a value sits in the form: a field, an item or record of it (by
 * `id`), and a record's own field (`part`). Errors are kept by its `slotKey`.
 */
export interface Slot {
  name: string
  id?: number
  part?: string
}
export const slotKey = (slot: Slot): string =>
  [slot.name, slot.id, slot.part].filter((part) => part !== undefined).join('/')

/**
 * The values of one section as the owner edits them, shaped by the section's
 * schema: one value per field, items of a repeated field, records of a list
 * (add, remove, move). Saving writes them back as key/value pairs the way the
 * schema reads them (a record's keys together, its first key first); values
 * under keys the schema does not know are kept as they were. The schema's
 * codec checks the values before they are sent; a refused save's field
 * errors (by key or by position) go beside their inputs too.
 */
export class SectionEditor {
  /** Field name → its value, or its items / records. */
  form: Record<string, string | Entry[]> = {}
  /** The translatable texts' versions in the other languages. */
  readonly translations: TextTranslations
  /** The save of these values (one at a time). */
  readonly save = new Submission()
  failure: Failure | null = null
  private errors = new Map<string, string[]>()
  private formLevel: string[] = []
  private nextId = 0
  /** Values under keys the schema does not declare: saved back untouched, after the others. */
  private readonly kept: SectionValue[]

  readonly schema: SectionSchema | undefined

  constructor(
    readonly section: Section,
    schema: SectionSchema<any> | undefined,
  ) {
    this.schema = schema
    const fields: Fields = schema?.fields ?? {}
    const raw = readValues(fields, section.values)
    for (const [name, field] of Object.entries(fields)) {
      const found = raw[name]!
      if (field.kind === 'list')
        this.form[name] = (found as (typeof raw)[]).map((record) =>
          this.entry(
            Object.fromEntries(Object.entries(record).map(([part, values]) => [part, (values as string[])[0] ?? ''])),
          ),
        )
      else if (field.repeat !== undefined)
        this.form[name] = (found as string[]).map((value) => this.entry({ [name]: value }))
      else this.form[name] = (found as string[])[0] ?? field.default ?? ''
    }
    const translatable = Object.entries(fields).filter(([, field]) => isTranslatable(field))
    this.translations = new TextTranslations(
      section.values,
      translatable.map(([name, field]) => ({ name, key: field.key, text: this.form[name] as string })),
    )
    const known = new Set(
      Object.values(fields).flatMap((field) =>
        field.kind === 'list'
          ? Object.values(field.fields).map((sub) => sub.key)
          : isTranslatable(field)
            ? [field.key, ...translationKeys(field.key)]
            : [field.key],
      ),
    )
    this.kept = section.values.filter((value) => !known.has(value.key))
    makeAutoObservable<SectionEditor, 'nextId' | 'kept'>(this, {
      section: false,
      schema: false,
      nextId: false,
      kept: false,
      save: false,
      translations: false,
    })
  }

  private entry(values: Record<string, string>): Entry {
    return { id: this.nextId++, values }
  }

  /** The value at `slot` ('' when empty). */
  valueAt(slot: Slot): string {
    const value = this.form[slot.name]
    if (typeof value === 'string') return value
    return value?.find((entry) => entry.id === slot.id)?.values[slot.part ?? slot.name] ?? ''
  }

  setValue(slot: Slot, value: string): void {
    const current = this.form[slot.name]
    if (typeof current === 'string' || current === undefined) this.form[slot.name] = value
    else {
      const entry = current.find((candidate) => candidate.id === slot.id)
      if (entry) entry.values[slot.part ?? slot.name] = value
    }
  }

  /** A text's version in `language` ('' when none). */
  translation(language: TranslatedLanguage, name: string): string {
    return this.translations.get(language, name)
  }

  setTranslation(language: TranslatedLanguage, name: string, value: string): void {
    this.translations.set(language, name, value)
  }

  /** Whether the owner's text changed since its version in `language` was written (and that was not touched since). */
  isStale(language: TranslatedLanguage, name: string): boolean {
    return this.translations.isStale(language, name, this.valueAt({ name }))
  }

  /** 'Still right': the version in `language` stands for the owner's text as it is now. */
  keepTranslation(language: TranslatedLanguage, name: string): void {
    this.translations.keep(language, name, this.valueAt({ name }))
  }

  /** The items or records of a repeated field or a list. */
  entriesOf(name: string): Entry[] {
    const value = this.form[name]
    return Array.isArray(value) ? value : []
  }

  /** A new empty item or record at the end (its fields at their defaults); returns its id. */
  add(name: string): number {
    const field = this.schema?.fields[name]
    const defaults =
      field?.kind === 'list'
        ? Object.fromEntries(Object.entries(field.fields).map(([part, sub]) => [part, sub.default ?? '']))
        : { [name]: '' }
    const entry = this.entry(defaults)
    this.entriesOf(name).push(entry)
    this.clearErrors()
    return entry.id
  }

  remove(name: string, id: number): void {
    this.form[name] = this.entriesOf(name).filter((entry) => entry.id !== id)
    // Positions moved: errors placed by position no longer point at their inputs.
    this.clearErrors()
  }

  /** Moves an item or record up (-1) or down (+1); false at either end. */
  moveEntry(name: string, id: number, direction: -1 | 1): boolean {
    const entries = [...this.entriesOf(name)]
    const from = entries.findIndex((entry) => entry.id === id)
    const to = from + direction
    if (from === -1 || to < 0 || to >= entries.length) return false
    entries.splice(to, 0, ...entries.splice(from, 1))
    this.form[name] = entries
    this.clearErrors()
    return true
  }

  /** The values as they will be saved, each with the slot it came from. */
  get encoded(): { value: SectionValue; slot: Slot }[] {
    const out: { value: SectionValue; slot: Slot }[] = []
    const put = (field: ScalarField, value: string, slot: Slot, always = false) => {
      if (always || value.trim() !== '') out.push({ value: { key: field.key, value }, slot })
    }
    for (const [name, field] of Object.entries(this.schema?.fields ?? {})) {
      if (field.kind === 'list') {
        for (const entry of this.filled(name)) {
          // Every record starts with its first key, even empty, so records stay apart.
          Object.entries(field.fields).forEach(([part, sub], index) =>
            put(sub, entry.values[part] ?? '', { name, id: entry.id, part }, index === 0),
          )
        }
      } else if (field.repeat !== undefined) {
        for (const entry of this.filled(name)) put(field, entry.values[name] ?? '', { name, id: entry.id })
      } else {
        put(field, this.valueAt({ name }), { name })
        for (const value of this.translations.encode(name, field.key, this.valueAt({ name })))
          out.push({ value, slot: { name } })
      }
    }
    return [...out, ...this.kept.map((value) => ({ value, slot: { name: '' } }))]
  }

  /** The values as they will be saved. */
  get values(): SectionValue[] {
    return this.encoded.map(({ value }) => value)
  }

  /** Items and records with at least one value: what is saved (and what the codec counts). */
  private filled(name: string): Entry[] {
    return this.entriesOf(name).filter((entry) => Object.values(entry.values).some((value) => value.trim() !== ''))
  }

  errorsAt(slot: Slot): string[] {
    return this.errors.get(slotKey(slot)) ?? []
  }

  /** Errors that belong to no input. */
  get formErrors(): string[] {
    return this.formLevel
  }

  get hasErrors(): boolean {
    return this.errors.size > 0 || this.formLevel.length > 0
  }

  /** On its way to the server. */
  get saving(): boolean {
    return this.save.busy
  }

  /** Before a save: checks the values with the section's codec; false (errors placed) when they do not pass. */
  check(): boolean {
    if (this.schema) {
      const checked = decode(this.schema.codec, this.values, 'body.values')
      if (!checked.ok) {
        this.place(checked.errors)
        return false
      }
    }
    this.clearErrors()
    this.failure = null
    return true
  }

  /** A refused save: field errors beside their inputs, anything else as the form's failure. */
  refused(failure: Failure): void {
    this.place(failure.fields)
    this.failure = failure.fields.length > 0 ? null : failure
  }

  /**
   * Places errors by their path: the wire's (`body.values.2.value`: the
   * third saved value) or the codec's, by key (`body.values.Title`,
   * `….values.Point.1`: the second filled Point, `….values.Testimonials.0.Quote`).
   */
  private place(errors: readonly FieldError[]): void {
    this.clearErrors()
    const encoded = this.encoded
    const fields = this.schema?.fields ?? {}
    const add = (slot: Slot, message: string) =>
      this.errors.set(slotKey(slot), [...(this.errors.get(slotKey(slot)) ?? []), message])
    for (const error of errors) {
      const parts = error.path.split('.')
      const at = parts.lastIndexOf('values')
      const [first, second, third] = at === -1 ? [] : parts.slice(at + 1)
      const entry = Object.entries(fields).find(([, field]) => field.key === first)
      if (first !== undefined && /^\d+$/.test(first) && encoded[Number(first)]?.slot.name) {
        add(encoded[Number(first)]!.slot, error.message)
      } else if (entry) {
        const [name, field] = entry
        const item = second !== undefined && /^\d+$/.test(second) ? this.filled(name)[Number(second)] : undefined
        if (!item) add({ name }, error.message)
        else if (field.kind === 'list')
          add(
            { name, id: item.id, part: Object.entries(field.fields).find(([, sub]) => sub.key === third)?.[0] },
            error.message,
          )
        else add({ name, id: item.id }, error.message)
      } else {
        this.formLevel.push(first === undefined ? error.message : `${first}: ${error.message}`)
      }
    }
  }

  private clearErrors(): void {
    this.errors = new Map()
    this.formLevel = []
  }
}

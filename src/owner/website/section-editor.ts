import { makeAutoObservable } from 'mobx'
import type { Section, SectionValue } from '../../../contract/page'
import type { Failure } from '../panel-kit/errors'
import { placeErrors, type PlacedErrors } from './field-errors'

/** One key/value row of the form; `added` rows (new this edit) have an editable key. */
export interface EditorRow {
  id: number
  key: string
  value: string
  added: boolean
}

/**
 * The values of one section as the owner edits them (key/value pairs,
 * keys may repeat, order kept): change a value, add a row (with its key),
 * remove a row. A 400 puts each field error beside its row.
 */
export class SectionEditor {
  rows: EditorRow[]
  saving = false
  failure: Failure | null = null
  /** A save was tried with a new row's key left blank: those rows say so. */
  blankKeysShown = false
  private placed: PlacedErrors = { rows: new Map(), form: [] }
  private nextId: number

  constructor(readonly section: Section) {
    this.rows = section.values.map((value, index) => ({ id: index, key: value.key, value: value.value, added: false }))
    this.nextId = this.rows.length
    makeAutoObservable<SectionEditor, 'nextId'>(this, { section: false, nextId: false })
  }

  /** The values as they will be saved. */
  get values(): SectionValue[] {
    return this.rows.map(({ key, value }) => ({ key: key.trim(), value }))
  }

  /** The keys this section uses, for the new row's key suggestions. */
  get keys(): string[] {
    return [...new Set(this.section.values.map((value) => value.key))]
  }

  /** Field errors of the row `id`. */
  errorsOf(id: number): string[] {
    const index = this.rows.findIndex((row) => row.id === id)
    return this.placed.rows.get(index) ?? []
  }

  /** Errors that name no row. */
  get formErrors(): string[] {
    return this.placed.form
  }

  get hasErrors(): boolean {
    return this.placed.rows.size > 0 || this.placed.form.length > 0
  }

  setValue(id: number, value: string): void {
    const row = this.rows.find((candidate) => candidate.id === id)
    if (row) row.value = value
  }

  setKey(id: number, key: string): void {
    const row = this.rows.find((candidate) => candidate.id === id)
    if (row?.added) row.key = key
  }

  /** A new empty row at the end; its key starts as `key`. Returns its id. */
  addRow(key = ''): number {
    const id = this.nextId++
    this.rows.push({ id, key, value: '', added: true })
    this.clearErrors()
    return id
  }

  removeRow(id: number): void {
    this.rows = this.rows.filter((row) => row.id !== id)
    // Positions moved: errors placed by position no longer point at their rows.
    this.clearErrors()
  }

  /** Rows added without a key: a value needs one (the server could not tell what it is). */
  get blankKeys(): number[] {
    return this.rows.filter((row) => row.key.trim() === '').map((row) => row.id)
  }

  /** Starts a save; false (and the blank keys marked) when a row still has no key. */
  startSaving(): boolean {
    if (this.blankKeys.length > 0) {
      this.blankKeysShown = true
      return false
    }
    this.saving = true
    this.failure = null
    return true
  }

  /** A refused save: field errors beside their rows, anything else as the form's failure. */
  refused(failure: Failure): void {
    this.saving = false
    this.placed = placeErrors(failure.fields, this.values)
    this.failure = failure.fields.length > 0 ? null : failure
  }

  private clearErrors(): void {
    this.placed = { rows: new Map(), form: [] }
  }
}

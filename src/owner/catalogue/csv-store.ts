import { makeAutoObservable } from 'mobx'
import { CSV_MAX_CHARS, CsvImportResponse, OWNER_CATALOGUE_IMPORT_PATH } from '../../../contract/owner-catalogue-csv'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { HttpError } from '../../client/http/http-error'
import { Submission } from '../../client/store/submission'
import { failureOf, type Failure } from '../panel-kit/errors'

/** Why a file was refused as a whole: `studio.csv.file.<code>`. */
export type CsvFileProblem = 'tooLarge' | 'notCsv' | 'missingColumn' | 'noRows'

/** The problem a 400 of the import names for the file as a whole, if it is one the panel words. */
function fileProblemOf(error: unknown): CsvFileProblem | null {
  const entry = error instanceof HttpError ? error.errors.find((field) => field.path === 'body.csv') : undefined
  const problem = entry?.message.split(/[:\s(]/)[0]
  return problem === 'notCsv' || problem === 'missingColumn' || problem === 'noRows' ? problem : null
}

/**
 * The Catalogue tab's CSV import: a picked file is checked by the server (a dry
 * run: every problem by row and column, or what would change); 'Import' then
 * writes it all, or nothing. After an import the catalogue is loaded again.
 * Each call is the kernel's `Submission` (one at a time, busy, failure).
 */
export class CsvImportStore {
  fileName = ''
  result: CsvImportResponse | null = null
  /** Refused before sending (too large). */
  tooLarge = false
  /** The dry run, then the import. */
  readonly check = new Submission()
  readonly write = new Submission()
  private csv = ''

  constructor(
    private readonly api: OwnerHttpClient,
    private readonly imported: () => Promise<void>,
  ) {
    makeAutoObservable<CsvImportStore, 'api' | 'imported' | 'csv'>(this, {
      api: false,
      imported: false,
      csv: false,
      check: false,
      write: false,
    })
  }

  /** Where the import stands, for the panel. */
  get step(): 'idle' | 'checking' | 'checked' | 'importing' | 'done' {
    if (this.check.busy) return 'checking'
    if (this.write.busy) return 'importing'
    if (this.result?.imported) return 'done'
    return this.fileName === '' ? 'idle' : 'checked'
  }

  /** Why the file was refused as a whole, if it was. */
  get fileProblem(): CsvFileProblem | null {
    return this.tooLarge ? 'tooLarge' : fileProblemOf(this.check.error ?? this.write.error)
  }

  /** A failure that is not the file's (the network, a 5xx). */
  get failure(): Failure | null {
    const error = this.check.error ?? this.write.error
    return error && !this.fileProblem ? failureOf(error) : null
  }

  /** Whether the checked file can be imported: checked, without a problem. */
  get ready(): boolean {
    return this.step === 'checked' && this.result !== null && this.result.problems.length === 0
  }

  /** Reads `file` and checks it (a dry run). */
  async pick(file: File): Promise<void> {
    this.reset()
    this.fileName = file.name
    if (file.size > CSV_MAX_CHARS * 2) return void (this.tooLarge = true)
    await this.check.submit(
      async () => {
        const text = await file.text()
        return text.length > CSV_MAX_CHARS ? null : this.post(text, true)
      },
      (result) => this.took(result),
    )
  }

  /** Imports the checked file. */
  async confirm(): Promise<void> {
    if (!this.ready) return
    await this.write.submit(
      () => this.post(this.csv, false),
      (result) => this.took(result),
    )
    if (this.result?.imported) await this.imported()
  }

  reset(): void {
    this.fileName = ''
    this.result = null
    this.tooLarge = false
    this.csv = ''
    this.check.clear()
    this.write.clear()
  }

  private post(csv: string, dryRun: boolean): Promise<CsvImportResponse> {
    this.keep(csv)
    return this.api.post(OWNER_CATALOGUE_IMPORT_PATH, { csv, dryRun }, CsvImportResponse)
  }

  private keep(csv: string): void {
    this.csv = csv
  }

  private took(result: CsvImportResponse | null): void {
    if (result) this.result = result
    else this.tooLarge = true
  }
}

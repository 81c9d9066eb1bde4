import { makeAutoObservable, runInAction } from 'mobx'
import { CSV_MAX_CHARS, CsvImportResponse, OWNER_CATALOGUE_IMPORT_PATH } from '../../../contract/owner-catalogue-csv'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { HttpError } from '../../client/http/http-error'
import { failureOf, type Failure } from '../panel-kit/errors'

/** Why a file was refused as a whole: `studio.csv.file.<code>`. */
export type CsvFileProblem = 'tooLarge' | 'notCsv' | 'missingColumn' | 'noRows'

/**
 * The Catalogue tab's CSV import: a picked file is checked by the server (a dry
 * run: every problem by row and column, or what would change); 'Import' then
 * writes it all, or nothing. After an import the catalogue is loaded again.
 */
export class CsvImportStore {
  step: 'idle' | 'checking' | 'checked' | 'importing' | 'done' = 'idle'
  fileName = ''
  result: CsvImportResponse | null = null
  fileProblem: CsvFileProblem | null = null
  failure: Failure | null = null
  private csv = ''

  constructor(
    private readonly api: OwnerHttpClient,
    private readonly imported: () => Promise<void>,
  ) {
    makeAutoObservable<CsvImportStore, 'api' | 'imported' | 'csv'>(this, { api: false, imported: false, csv: false })
  }

  /** Whether the checked file can be imported: checked, without a problem. */
  get ready(): boolean {
    return this.step === 'checked' && this.result !== null && this.result.problems.length === 0
  }

  /** Reads `file` and checks it (a dry run). */
  async pick(file: File): Promise<void> {
    this.reset()
    this.fileName = file.name
    if (file.size > CSV_MAX_CHARS * 2) return this.refuse('tooLarge')
    this.step = 'checking'
    const text = await file.text()
    if (text.length > CSV_MAX_CHARS) return this.refuse('tooLarge')
    this.csv = text
    await this.send(true)
  }

  /** Imports the checked file. */
  async confirm(): Promise<void> {
    if (!this.ready) return
    this.step = 'importing'
    await this.send(false)
    if (this.result?.imported) await this.imported()
  }

  reset(): void {
    this.step = 'idle'
    this.fileName = ''
    this.result = null
    this.fileProblem = null
    this.failure = null
    this.csv = ''
  }

  private refuse(problem: CsvFileProblem): void {
    this.step = 'checked'
    this.fileProblem = problem
  }

  private async send(dryRun: boolean): Promise<void> {
    try {
      const result = await this.api.post(OWNER_CATALOGUE_IMPORT_PATH, { csv: this.csv, dryRun }, CsvImportResponse)
      runInAction(() => {
        this.result = result
        this.step = result.imported ? 'done' : 'checked'
      })
    } catch (error) {
      runInAction(() => {
        this.step = 'checked'
        const code = error instanceof HttpError ? error.errors.find((entry) => entry.path === 'body.csv') : undefined
        const problem = code?.message.split(/[:\s(]/)[0]
        if (problem === 'notCsv' || problem === 'missingColumn' || problem === 'noRows') this.fileProblem = problem
        else this.failure = failureOf(error)
      })
    }
  }
}

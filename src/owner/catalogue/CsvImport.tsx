import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { OWNER_CATALOGUE_EXPORT_PATH } from '../../../contract/owner-catalogue-csv'
import { useOwnerT, type OwnerKey } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import type { CsvImportStore } from './csv-store'

/** 'Export CSV' (a download) and 'Import CSV' (picks a file, which is checked at once). */
export const CsvButtons = observer(function CsvButtons({ store }: { store: CsvImportStore }) {
  const t = useOwnerT()
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <a className="ow-button" href={OWNER_CATALOGUE_EXPORT_PATH} download>
        {t('studio.csv.export')}
      </a>
      <button
        type="button"
        className="ow-button"
        disabled={store.step === 'checking' || store.step === 'importing'}
        onClick={() => input.current?.click()}
      >
        {t('studio.csv.import')}
      </button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('studio.csv.file')}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void store.pick(file)
        }}
      />
    </>
  )
})

/** What the check found (every problem by row and column, or what would change), then 'Import'. */
export const CsvImportPanel = observer(function CsvImportPanel({ store }: { store: CsvImportStore }) {
  const t = useOwnerT()
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // A finished step moves focus to the panel's heading, so a screen reader and a keyboard start at its news.
  useEffect(() => {
    if (store.step === 'checked' || store.step === 'done') heading.current?.focus()
  }, [store.step])
  if (store.step === 'idle') return null
  const { result } = store
  const problems = result?.problems ?? []
  const code = (message: string) =>
    t(`studio.csv.codes.${message}` as OwnerKey, {
      defaultValue: t(`studio.form.fieldErrors.${message}` as OwnerKey, {
        defaultValue: t('studio.form.fieldErrors.invalid'),
      }),
    })
  return (
    <section className="ow-studio-csv" aria-labelledby={titleId} aria-busy={store.step === 'checking'}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="ow-studio-csv__title">
        {t('studio.csv.title', { file: store.fileName })}
      </h3>
      <p role="status">
        {store.step === 'checking' && t('studio.csv.checking')}
        {store.step === 'importing' && t('studio.csv.importing')}
        {store.step === 'done' && result && t('studio.csv.done', { count: result.summary.items })}
        {store.step === 'checked' && store.fileProblem && t(`studio.csv.fileProblems.${store.fileProblem}`)}
        {store.step === 'checked' && problems.length > 0 && t('studio.csv.problems', { count: problems.length })}
      </p>
      <FailureText ns="studio" failure={store.failure} />
      {problems.length > 0 && (
        <ul className="ow-studio-csv__problems">
          {problems.map((problem, index) => (
            <li key={index}>
              {t('studio.csv.problem', { row: problem.row, column: problem.column, problem: code(problem.message) })}
            </li>
          ))}
        </ul>
      )}
      {store.ready && result && (
        <div>
          <p>{t('studio.csv.summary', { count: result.summary.items })}</p>
          <ul className="ow-studio-csv__summary">
            <li>{t('studio.csv.create', { count: result.summary.create })}</li>
            <li>{t('studio.csv.update', { count: result.summary.update })}</li>
            {result.summary.newCatalogues.length > 0 && (
              <li>{t('studio.csv.newCatalogues', { names: result.summary.newCatalogues.join(', ') })}</li>
            )}
          </ul>
        </div>
      )}
      <div className="ow-studio-csv__actions">
        {(store.ready || store.step === 'importing') && (
          <button
            type="button"
            className="ow-button ow-button--primary"
            disabled={store.step === 'importing'}
            onClick={() => void store.confirm()}
          >
            {store.step === 'importing' ? t('studio.csv.importing') : t('studio.csv.confirm')}
          </button>
        )}
        {store.step !== 'importing' && store.step !== 'checking' && (
          <button type="button" className="ow-button" onClick={() => store.reset()}>
            {store.step === 'done' ? t('studio.csv.close') : t('studio.csv.cancel')}
          </button>
        )}
      </div>
    </section>
  )
})

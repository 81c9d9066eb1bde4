import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { FailureText } from '../../panel-kit/FailureText'
import { useOwnerT } from '../../i18n'
import type { SectionEditor } from '../section-editor'
import type { WebsiteStore } from '../website-store'

/** The values of one section as key/value rows (keys may repeat): edit a value, add a row with its key, remove a row; errors of a refused save beside their fields. */
export const SectionEditorForm = observer(function SectionEditorForm({ editor, label, store }: { editor: SectionEditor; label: string; store: WebsiteStore }) {
  const t = useOwnerT()
  const formId = useId()
  const keysId = `${formId}-keys`
  const fieldId = (rowId: number, part: 'key' | 'value' | 'error') => `${formId}-${part}-${rowId}`
  const [focusKeyOf, setFocusKeyOf] = useState<number | null>(null)
  useEffect(() => {
    if (focusKeyOf === null) return
    document.getElementById(`${formId}-key-${focusKeyOf}`)?.focus()
    setFocusKeyOf(null)
  }, [focusKeyOf, formId])
  return (
    <form
      className="ow-editor"
      aria-label={t('website.editor.label', { section: label })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void store.saveEditor()
      }}
    >
      {editor.hasErrors && (
        <div className="ow-failure" role="alert">
          <p>{t('website.editor.fix')}</p>
          {editor.formErrors.length > 0 && (
            <ul className="ow-editor__form-errors">
              {editor.formErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FailureText ns="website" failure={editor.failure} />
      <ol className="ow-editor__rows">
        {editor.rows.map((row, index) => {
          const errors = editor.errorsOf(row.id)
          const blankKey = editor.blankKeysShown && row.key.trim() === ''
          const n = index + 1
          return (
            <li key={row.id} className="ow-editor__row">
              {row.added && (
                <div className="ow-editor__field">
                  <label className="ow-editor__label" htmlFor={fieldId(row.id, 'key')}>
                    {t('website.editor.keyOfRow', { n })}
                  </label>
                  <input
                    id={fieldId(row.id, 'key')}
                    className="ow-editor__input"
                    list={keysId}
                    value={row.key}
                    aria-invalid={blankKey || undefined}
                    aria-describedby={blankKey ? fieldId(row.id, 'error') : undefined}
                    onChange={(event) => editor.setKey(row.id, event.target.value)}
                  />
                </div>
              )}
              <div className="ow-editor__field">
                <label className="ow-editor__label" htmlFor={fieldId(row.id, 'value')}>
                  {row.added ? t('website.editor.valueOfRow', { n }) : t('website.editor.row', { key: row.key, n })}
                </label>
                <textarea
                  id={fieldId(row.id, 'value')}
                  className="ow-editor__input"
                  rows={row.value.length > 60 || row.value.includes('\n') ? 4 : 2}
                  value={row.value}
                  aria-invalid={errors.length > 0 || undefined}
                  aria-describedby={errors.length > 0 || blankKey ? fieldId(row.id, 'error') : undefined}
                  onChange={(event) => editor.setValue(row.id, event.target.value)}
                />
              </div>
              {(errors.length > 0 || blankKey) && (
                <p id={fieldId(row.id, 'error')} className="ow-editor__error">
                  {[...(blankKey ? [t('website.editor.keyRequired')] : []), ...errors].join(' ')}
                </p>
              )}
              <button type="button" className="ow-button ow-button--small ow-button--danger-outline ow-editor__remove" aria-label={t('website.editor.removeRow', { n, key: row.key || t('website.editor.newRow') })} onClick={() => editor.removeRow(row.id)}>
                {t('website.editor.remove')}
              </button>
            </li>
          )
        })}
      </ol>
      <datalist id={keysId}>
        {editor.keys.map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
      <div className="ow-actions ow-editor__actions">
        <button type="button" className="ow-button" onClick={() => setFocusKeyOf(editor.addRow())}>
          {t('website.editor.addRow')}
        </button>
        <span className="ow-editor__spacer" />
        <button type="button" className="ow-button" onClick={() => store.closeEditor()}>
          {t('website.editor.cancel')}
        </button>
        <button type="submit" className="ow-button ow-button--primary" disabled={editor.saving} aria-busy={editor.saving || undefined}>
          {t('website.editor.save')}
        </button>
      </div>
    </form>
  )
})

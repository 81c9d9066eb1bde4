import { observer } from 'mobx-react-lite'
import { textOf } from '../../../registry/field-text'
import type { Fields } from '../../../registry/section-schema'
import { useOwnerT } from '../../i18n'
import { languageLabel } from '../language-label'
import { isTranslatable, type SectionEditor } from '../section-editor'
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../text-translations'

/**
 * A version written for an earlier text of the owner's: says so with the owner's text now beside it, and offers
 * 'Still right' or to drop the version so that its readers see the owner's text.
 */
const StaleNote = observer(function StaleNote(props: {
  id: string
  editor: SectionEditor
  language: TranslatedLanguage
  name: string
}) {
  const t = useOwnerT()
  const { editor, language, name } = props
  return (
    <div className="ow-notice ow-editor__stale" id={props.id}>
      <p>
        {t('website.editor.staleTranslation', { text: editor.valueAt({ name }), language: languageLabel(language) })}
      </p>
      <div className="ow-actions">
        <button type="button" className="ow-button" onClick={() => editor.keepTranslation(language, name)}>
          {t('website.editor.keepTranslation')}
        </button>
        <button type="button" className="ow-button" onClick={() => editor.setTranslation(language, name, '')}>
          {t('website.editor.dropTranslation')}
        </button>
      </div>
    </div>
  )
})

/**
 * A section's texts in each other language (Hindi, Marathi), each language folded away under its own disclosure: its
 * readers see each one instead of the owner's text when it is filled in, the owner's text otherwise
 * (`src/registry/localise-values.ts`). One written for an earlier text of the owner's is marked out of date.
 */
export const TranslationFields = observer(function TranslationFields({
  editor,
  fields,
  formId,
}: {
  editor: SectionEditor
  fields: Fields
  formId: string
}) {
  const translatable = Object.entries(fields).filter(([, field]) => isTranslatable(field))
  if (translatable.length === 0) return null
  return TRANSLATED_LANGUAGES.map((language) => (
    <LanguageFields
      key={language}
      editor={editor}
      language={language}
      translatable={translatable}
      formId={`${formId}-${language}`}
    />
  ))
})

const LanguageFields = observer(function LanguageFields({
  editor,
  language,
  translatable,
  formId,
}: {
  editor: SectionEditor
  language: TranslatedLanguage
  translatable: [string, Fields[string]][]
  formId: string
}) {
  const t = useOwnerT()
  const named = { language: languageLabel(language) }
  const filled = translatable.filter(([name]) => editor.translation(language, name).trim() !== '').length
  return (
    <details className="ow-editor__hindi" open={filled > 0 || undefined} aria-labelledby={`${formId}-summary`}>
      <summary id={`${formId}-summary`}>{t('website.editor.translationTitle', named)}</summary>
      <p className="ow-muted ow-editor__help">{t('website.editor.translationHelp', named)}</p>
      {translatable.map(([name, field]) => {
        const id = `${formId}-field-${name}`
        const label = t('website.editor.translationField', {
          ...named,
          field: t(`fields.${textOf(name, field)}.label` as never),
        })
        const value = editor.translation(language, name)
        const set = (next: string) => editor.setTranslation(language, name, next)
        const stale = editor.isStale(language, name)
        const describedBy = stale ? `${id}-stale` : undefined
        const control = {
          id,
          lang: language,
          className: 'ow-editor__input',
          'aria-describedby': describedBy,
          value,
        }
        return (
          <div className="ow-editor__field" key={name}>
            <label className="ow-editor__label" htmlFor={id}>
              {label}
            </label>
            {stale && <StaleNote id={describedBy!} editor={editor} language={language} name={name} />}
            {field.kind === 'longText' ? (
              <textarea {...control} rows={3} onChange={(event) => set(event.target.value)} />
            ) : (
              <input {...control} onChange={(event) => set(event.target.value)} />
            )}
          </div>
        )
      })}
    </details>
  )
})

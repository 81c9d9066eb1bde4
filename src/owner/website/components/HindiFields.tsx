import { observer } from 'mobx-react-lite'
import { textOf } from '../../../registry/field-text'
import type { Fields } from '../../../registry/section-schema'
import { useOwnerT } from '../../i18n'
import { isTranslatable, type SectionEditor } from '../section-editor'

/**
 * A Hindi text written for an earlier version of the owner's: says so with the owner's text now beside it, and
 * offers 'Still right' or to drop the Hindi so that Hindi readers see the owner's text.
 */
const StaleNote = observer(function StaleNote(props: {
  id: string
  text: string
  editor: SectionEditor
  name: string
}) {
  const t = useOwnerT()
  return (
    <div className="ow-notice ow-editor__stale" id={props.id}>
      <p>{t('website.editor.staleHindi', { text: props.text })}</p>
      <div className="ow-actions">
        <button type="button" className="ow-button" onClick={() => props.editor.keepHindi(props.name)}>
          {t('website.editor.keepHindi')}
        </button>
        <button type="button" className="ow-button" onClick={() => props.editor.setHindi(props.name, '')}>
          {t('website.editor.dropHindi')}
        </button>
      </div>
    </div>
  )
})

/**
 * The Hindi versions of a section's texts, folded away under one disclosure: Hindi readers see each one instead of the
 * owner's text when it is filled in, the owner's text otherwise (`src/registry/localise-values.ts`).
 */
export const HindiFields = observer(function HindiFields({
  editor,
  fields,
  formId,
}: {
  editor: SectionEditor
  fields: Fields
  formId: string
}) {
  const t = useOwnerT()
  const translatable = Object.entries(fields).filter(([, field]) => isTranslatable(field))
  if (translatable.length === 0) return null
  const filled = translatable.filter(([name]) => (editor.hindi[name] ?? '').trim() !== '').length
  return (
    <details className="ow-editor__hindi" open={filled > 0 || undefined} aria-labelledby={`${formId}-hindi`}>
      <summary id={`${formId}-hindi`}>{t('website.editor.hindiTitle')}</summary>
      <p className="ow-muted ow-editor__help">{t('website.editor.hindiHelp')}</p>
      {translatable.map(([name, field]) => {
        const id = `${formId}-${name}-hi`
        const label = t('website.editor.hindiField', { field: t(`fields.${textOf(name, field)}.label` as never) })
        const value = editor.hindi[name] ?? ''
        const set = (next: string) => editor.setHindi(name, next)
        const stale = editor.hindiStale(name)
        const describedBy = stale ? `${id}-stale` : undefined
        return (
          <div className="ow-editor__field" key={name}>
            <label className="ow-editor__label" htmlFor={id}>
              {label}
            </label>
            {stale && <StaleNote id={describedBy!} text={editor.valueAt({ name })} editor={editor} name={name} />}
            {field.kind === 'longText' ? (
              <textarea
                id={id}
                lang="hi"
                className="ow-editor__input"
                rows={3}
                aria-describedby={describedBy}
                value={value}
                onChange={(event) => set(event.target.value)}
              />
            ) : (
              <input
                id={id}
                lang="hi"
                className="ow-editor__input"
                aria-describedby={describedBy}
                value={value}
                onChange={(event) => set(event.target.value)}
              />
            )}
          </div>
        )
      })}
    </details>
  )
})

import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { textOf } from '../../../registry/field-text'
import { FailureText } from '../../panel-kit/FailureText'
import { useOwnerT } from '../../i18n'
import type { SectionEditor } from '../section-editor'
import type { WebsiteStore } from '../website-store'
import { EntryList } from './EntryList'
import { FieldInput } from './FieldInput'
import { TranslationFields } from './TranslationFields'
import { Form } from '../../../ui/Form'

/**
 * A section's values as a form built from its schema: a labelled input per
 * field (picked by its kind), repeated fields and lists of records with Add
 * and Remove; errors beside their inputs. A section type with no schema
 * here cannot be edited.
 */
export const SectionEditorForm = observer(function SectionEditorForm({
  editor,
  label,
  store,
}: {
  editor: SectionEditor
  label: string
  store: WebsiteStore
}) {
  const t = useOwnerT()
  const formId = useId()
  const schema = editor.schema
  return (
    <Form
      className="ow-editor"
      aria-label={t('website.editor.label', { section: label })}
      noValidate
      onSubmit={() => void store.saveEditor()}
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
      {schema ? (
        Object.entries(schema.fields).map(([name, field]) =>
          field.kind === 'list' || field.repeat !== undefined ? (
            <EntryList key={name} editor={editor} name={name} field={field} formId={formId} links={schema.links} />
          ) : (
            <FieldInput
              key={name}
              editor={editor}
              field={field}
              slot={{ name }}
              id={`${formId}-${name}`}
              label={t(`fields.${textOf(name, field)}.label` as never)}
              text={textOf(name, field)}
              links={schema.links}
            />
          ),
        )
      ) : (
        <p className="ow-notice">{t('website.editor.unknownType')}</p>
      )}
      {schema && <TranslationFields editor={editor} fields={schema.fields} formId={formId} />}
      <div className="ow-actions ow-editor__actions">
        <button type="button" className="ow-button" onClick={() => store.closeEditor()}>
          {t('website.editor.cancel')}
        </button>
        {schema && (
          <button
            type="submit"
            className="ow-button ow-button--primary"
            disabled={editor.saving}
            aria-busy={editor.saving || undefined}
          >
            {t('website.editor.save')}
          </button>
        )}
      </div>
    </Form>
  )
})

import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { textOf } from '../../../registry/field-text'
import type { ChatLink, ListField, ScalarField } from '../../../registry/section-schema'
import { useOwnerT } from '../../i18n'
import type { SectionEditor } from '../section-editor'
import { FieldInput } from './FieldInput'

interface EntryListProps {
  editor: SectionEditor
  name: string
  field: ScalarField | ListField
  formId: string
  links?: readonly ChatLink[]
}

/**
 * A repeated field (a card's Points) or a list of records (testimonials): a
 * group named by the field, each item with its inputs, Move up/down and Remove,
 * and Add (off once it holds `max`). A new item takes the focus.
 */
export const EntryList = observer(function EntryList(props: EntryListProps) {
  const { editor, name, field, formId } = props
  const t = useOwnerT()
  const text = textOf(name, field)
  const label = t(`fields.${text}.label` as never)
  const entries = editor.entriesOf(name)
  const max = field.kind === 'list' ? field.max : field.repeat!
  const errors = editor.errorsAt({ name })
  const [focus, setFocus] = useState<number | null>(null)
  useEffect(() => {
    if (focus === null) return
    document.getElementById(`${formId}-${name}-${focus}`)?.focus()
    setFocus(null)
  }, [focus, formId, name])
  return (
    <fieldset className="ow-editor__list" aria-describedby={errors.length > 0 ? `${formId}-${name}-error` : undefined}>
      <legend className="ow-editor__label">{label}</legend>
      {entries.length === 0 && <p className="ow-muted">{t('website.editor.empty')}</p>}
      <ol className="ow-editor__entries">
        {entries.map((entry, index) => (
          <EntryItem
            key={entry.id}
            list={props}
            label={label}
            entryId={entry.id}
            index={index}
            count={entries.length}
          />
        ))}
      </ol>
      {errors.length > 0 && (
        <p id={`${formId}-${name}-error`} className="ow-editor__error">
          {errors.join(' ')}
        </p>
      )}
      {entries.length >= max ? (
        <p className="ow-muted">{t('website.editor.full', { field: label, max })}</p>
      ) : (
        <button
          type="button"
          className="ow-button ow-button--small ow-editor__add"
          onClick={() => setFocus(editor.add(name))}
        >
          {t('website.editor.add', { field: label })}
        </button>
      )}
    </fieldset>
  )
})

/** One item of the list: its input (a record's inputs in a group of their own), Move up/down and Remove. */
function EntryItem({
  list,
  label,
  entryId,
  index,
  count,
}: {
  list: EntryListProps
  label: string
  entryId: number
  index: number
  count: number
}) {
  const { editor, name, field, formId, links } = list
  const t = useOwnerT()
  const n = index + 1
  const first = `${formId}-${name}-${entryId}`
  const text = textOf(name, field)
  return (
    <li className="ow-editor__entry">
      {field.kind === 'list' ? (
        <fieldset className="ow-editor__record">
          <legend className="ow-editor__label">{t('website.editor.record', { field: label, n })}</legend>
          {Object.entries(field.fields).map(([part, sub], at) => (
            <FieldInput
              key={part}
              editor={editor}
              field={sub}
              slot={{ name, id: entryId, part }}
              id={at === 0 ? first : `${first}-${part}`}
              label={t(`fields.${textOf(part, sub)}.label` as never)}
              text={textOf(part, sub)}
              links={links}
            />
          ))}
        </fieldset>
      ) : (
        <FieldInput
          editor={editor}
          field={field}
          slot={{ name, id: entryId }}
          id={first}
          label={t('website.editor.item', { field: label, n })}
          text={text}
          links={links}
        />
      )}
      <div className="ow-actions ow-editor__entry-actions">
        <button
          type="button"
          className="ow-button ow-button--small"
          disabled={index === 0}
          aria-label={t('site.entry.up', { field: label, n })}
          onClick={() => editor.moveEntry(name, entryId, -1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="ow-button ow-button--small"
          disabled={index === count - 1}
          aria-label={t('site.entry.down', { field: label, n })}
          onClick={() => editor.moveEntry(name, entryId, 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="ow-button ow-button--small ow-button--danger-outline ow-editor__remove"
          aria-label={t('website.editor.removeItem', { field: label, n })}
          onClick={() => editor.remove(name, entryId)}
        >
          {t('website.editor.remove')}
        </button>
      </div>
    </li>
  )
}

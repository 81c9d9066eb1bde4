import { observer } from 'mobx-react-lite'
import fieldTexts from '../../../../locales/en/section-fields.json'
import type { ChatLink, ScalarField } from '../../../registry/section-schema'
import { useOwnerT } from '../../i18n'
import type { ImageShape } from '../image-crop'
import type { SectionEditor, Slot } from '../section-editor'
import { ImageUpload } from './ImageUpload'
import { CataloguePicker } from './CataloguePicker'
import { LinkPicker } from './LinkPicker'

/** What an input needs besides its field: where its value sits, its id, its label and the section's chat links. */
export interface InputProps {
  editor: SectionEditor
  field: ScalarField
  slot: Slot
  id: string
  label: string
  /** The field's text in `locales/en/section-fields.json` (for its help). */
  text: keyof typeof fieldTexts
  /** The chat deep links the section's schema allows (`links`): the link picker offers those. */
  links?: readonly ChatLink[]
}

/** The shape an upload is cut to by default: square for a logo, 4:3 for anything else (a card's picture). */
const shapeFor = (field: ScalarField): ImageShape => (field.key === 'Logo' ? 'square' : 'card')

/** One labelled input for a value, picked by its kind, with its help and its errors (described by both). */
export const FieldInput = observer(function FieldInput({ editor, field, slot, id, label, text, links }: InputProps) {
  const t = useOwnerT()
  const value = editor.valueAt(slot)
  const errors = editor.errorsAt(slot)
  const help = 'help' in fieldTexts[text] ? t(`fields.${text}.help` as never) : null
  const described = [help && `${id}-help`, errors.length > 0 && `${id}-error`].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    'aria-invalid': errors.length > 0 || undefined,
    'aria-describedby': described,
    'aria-required': field.required || undefined,
  }
  const set = (next: string) => editor.setValue(slot, next)
  const input = (
    <FieldControl field={field} value={value} set={set} common={common} text={text} label={label} links={links} />
  )
  return (
    <div className={`ow-editor__field${field.kind === 'boolean' ? ' ow-editor__field--check' : ''}`}>
      <label className="ow-editor__label" htmlFor={id}>
        {label}
        {field.required && ' '}
        {field.required && <span className="ow-muted">{t('website.editor.required')}</span>}
      </label>
      {input}
      {field.kind === 'image' && /^(\/(?![/\\])|https:\/\/)/.test(value) && (
        <img className="ow-editor__picture" src={value} alt={t('website.editor.picture', { field: label })} />
      )}
      {field.kind === 'image' && <ImageUpload id={id} label={label} initialShape={shapeFor(field)} onUploaded={set} />}
      {help && (
        <p id={`${id}-help`} className="ow-muted ow-editor__help">
          {help}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className="ow-editor__error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  )
})

/** The control for a value, picked by the field's kind (a link also gets the chat link picker beside it). */
function FieldControl({
  field,
  value,
  set,
  common,
  text,
  label,
  links,
}: {
  field: ScalarField
  value: string
  set: (next: string) => void
  common: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true }
  text: InputProps['text']
  label: string
  links?: readonly ChatLink[]
}) {
  const t = useOwnerT()
  const { id } = common
  let input
  if (field.kind === 'longText') {
    input = (
      <textarea
        {...common}
        className="ow-editor__input"
        rows={value.length > 120 ? 5 : 3}
        maxLength={field.max}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    )
  } else if (field.kind === 'select') {
    // An option's words for owners, when the field's text has them (`options` in section-fields.json).
    const named = (fieldTexts[text] as { options?: Record<string, string> }).options
    input = (
      <select {...common} className="ow-editor__input" value={value} onChange={(event) => set(event.target.value)}>
        {((!field.required && field.default === undefined) || value === '') && (
          <option value="">{t('website.editor.none')}</option>
        )}
        {field.options!.map((option) => (
          <option key={option} value={option}>
            {named?.[option] ? t(`fields.${text}.options.${option}` as never) : option}
          </option>
        ))}
      </select>
    )
  } else if (field.kind === 'catalogue') {
    input = <CataloguePicker {...common} of={field.of!} value={value} onPick={set} />
  } else if (field.kind === 'boolean') {
    input = (
      <input
        {...common}
        type="checkbox"
        className="ow-editor__check"
        checked={value === 'true'}
        onChange={(event) => set(String(event.target.checked))}
      />
    )
  } else if (field.kind === 'colour') {
    input = (
      <input
        {...common}
        type="color"
        className="ow-editor__colour"
        value={value || '#000000'}
        onChange={(event) => set(event.target.value)}
      />
    )
  } else {
    const kind = field.kind === 'number' ? 'number' : (field.input ?? 'text')
    input = (
      <input
        {...common}
        type={kind}
        className="ow-editor__input"
        inputMode={field.kind === 'link' || field.kind === 'image' ? 'url' : undefined}
        min={field.kind === 'number' ? field.min : undefined}
        max={field.kind === 'number' ? field.max : undefined}
        maxLength={field.kind === 'number' ? undefined : field.max}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    )
    if (field.kind === 'link')
      input = (
        <>
          <LinkPicker id={`${id}-pick`} label={label} value={value} links={links ?? []} onPick={set} />
          {input}
        </>
      )
  }
  return input
}

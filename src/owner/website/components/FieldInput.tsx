import { observer } from 'mobx-react-lite'
import fieldTexts from '../../../../locales/en/section-fields.json'
import type { ChatLink, ScalarField } from '../../../registry/section-schema'
import { useOwnerT } from '../../i18n'
import type { SectionEditor, Slot } from '../section-editor'

/** What an input needs besides its field: where its value sits, its id, its label and the section's chat links. */
export interface InputProps {
  editor: SectionEditor
  field: ScalarField
  slot: Slot
  id: string
  label: string
  /** The field's text in `locales/en/section-fields.json` (for its help). */
  text: keyof typeof fieldTexts
  links?: readonly ChatLink[]
}

const CHAT_LINKS: Record<ChatLink, string> = {
  cart_summary: '?chat=open&source=cart_summary',
  direct_buy: '?chat=open&source=direct_buy&item=',
  send_enquiry_request: '?chat=open&source=send_enquiry_request&item=',
}

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
    input = (
      <select {...common} className="ow-editor__input" value={value} onChange={(event) => set(event.target.value)}>
        {(!field.required || value === '') && <option value="">{t('website.editor.none')}</option>}
        {field.options!.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    )
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
    const chatLinks = field.kind === 'link' ? (links ?? []) : []
    input = (
      <input
        {...common}
        type={kind}
        className="ow-editor__input"
        inputMode={field.kind === 'link' || field.kind === 'image' ? 'url' : undefined}
        min={field.kind === 'number' ? field.min : undefined}
        max={field.kind === 'number' ? field.max : undefined}
        maxLength={field.kind === 'number' ? undefined : field.max}
        list={chatLinks.length > 0 ? `${id}-links` : undefined}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    )
    if (chatLinks.length > 0) {
      input = (
        <>
          {input}
          <datalist id={`${id}-links`}>
            {chatLinks.map((link) => (
              <option key={link} value={CHAT_LINKS[link]} label={t(`website.editor.chatLinks.${link}`)} />
            ))}
          </datalist>
        </>
      )
    }
  }
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

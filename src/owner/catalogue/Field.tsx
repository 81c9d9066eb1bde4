import { observer } from 'mobx-react-lite'
import { useId, type ReactNode } from 'react'
import { useOwnerT, type OwnerKey } from '../i18n'
import type { ItemFormStore } from './item-form-store'

/** What an input needs to be named by its label and described by its error. */
export interface FieldProps {
  id: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
}

/**
 * One field of the item form: its label, the control (`children` gets the ids), and the error of `path` from the
 * store beside it (the contract's code, in words).
 */
export const Field = observer(function Field(props: {
  store: ItemFormStore
  path: string
  label: string
  help?: string
  inline?: boolean
  children: (field: FieldProps) => ReactNode
}) {
  const t = useOwnerT()
  const id = useId()
  const code = props.store.errors.get(props.path)
  const errorId = `${id}-error`
  const helpId = `${id}-help`
  const described = [code ? errorId : null, props.help ? helpId : null].filter(Boolean).join(' ') || undefined
  const control = props.children({ id, 'aria-invalid': code ? true : undefined, 'aria-describedby': described })
  return (
    <div className={props.inline ? 'ow-studio-field ow-studio-field--inline' : 'ow-studio-field'}>
      {props.inline && control}
      <label htmlFor={id}>{props.label}</label>
      {!props.inline && control}
      {props.help && (
        <small id={helpId} className="ow-studio-help">
          {props.help}
        </small>
      )}
      {code && (
        <span id={errorId} className="ow-studio-error">
          {t(`studio.form.fieldErrors.${code}` as OwnerKey, { defaultValue: t('studio.form.fieldErrors.invalid') })}
        </span>
      )}
    </div>
  )
})

/**
 * A text or number box of the item form: `Field` with an input whose edit goes through `store.change(path)`;
 * `onText` writes the typed text into the draft (`typed`, `typedOrNull` for numbers).
 */
export const TextField = observer(function TextField(props: {
  store: ItemFormStore
  path: string
  label: string
  help?: string
  value: string | number
  onText: (text: string) => void
  inputMode?: 'decimal' | 'numeric'
  readOnly?: boolean
}) {
  const { store, path } = props
  return (
    <Field store={store} path={path} label={props.label} help={props.help}>
      {(field) => (
        <input
          {...field}
          className="ow-input"
          inputMode={props.inputMode}
          readOnly={props.readOnly}
          value={props.value}
          onChange={(event) => store.change(path, () => props.onText(event.target.value))}
        />
      )}
    </Field>
  )
})

/** A checkbox of the item form: `Field` (inline) whose change goes through `store.change(path)`. */
export const CheckField = observer(function CheckField(props: {
  store: ItemFormStore
  path: string
  label: string
  checked: boolean
  onCheck: (checked: boolean) => void
}) {
  const { store, path } = props
  return (
    <Field store={store} path={path} label={props.label} inline>
      {(field) => (
        <input
          {...field}
          type="checkbox"
          checked={props.checked}
          onChange={(event) => store.change(path, () => props.onCheck(event.target.checked))}
        />
      )}
    </Field>
  )
})

/** A number input's value: '' for NaN or null. */
export const shown = (value: number | null): string | number => (value === null || Number.isNaN(value) ? '' : value)

/** What a number input holds: a number, NaN for text that is not one (the codec then says so). */
export const typed = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text))

/** A nullable number input: null when empty. */
export const typedOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text))

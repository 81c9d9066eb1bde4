import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

/**
 * A labelled control with its error beside it: the error is tied to the
 * control (`aria-describedby`, `aria-invalid`), as is the hint.
 * `children` gets the ids to put on the control.
 */
export function SettingsField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string
  label: string
  error: string | null
  hint?: string | null
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="ow-settings__field">
      <label className="ow-form__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(error && { 'aria-invalid': true }),
      })}
      {hint && (
        <p id={`${id}-hint`} className="ow-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ow-settings__error">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A labelled text input (a textarea with `rows`) with its hint and error: the one form field of the settings
 * sections.
 *
 * @example
 * <TextField id={`${id}-phone`} label={t('settings.payments.phone')} error={form.fieldError('phone')} type="tel"
 *   value={values.phone} onValue={(phone) => form.change(values, 'phone', phone)} />
 */
export function TextField({
  id,
  label,
  error,
  hint,
  value,
  onValue,
  rows,
  ref,
  ...attributes
}: {
  id: string
  label: string
  error: string | null
  hint?: string | null
  value: string
  onValue(value: string): void
  rows?: number
  ref?: Ref<HTMLInputElement>
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <SettingsField id={id} label={label} error={error} hint={hint}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            className="ow-input"
            rows={rows}
            value={value}
            onChange={(event) => onValue(event.target.value)}
          />
        ) : (
          <input
            {...attributes}
            {...control}
            ref={ref}
            className="ow-input"
            value={value}
            onChange={(event) => onValue(event.target.value)}
          />
        )
      }
    </SettingsField>
  )
}

/** A checkbox with its words beside it (a switch of a settings section). */
export function Switch({
  label,
  checked,
  onChecked,
}: {
  label: string
  checked: boolean
  onChecked(on: boolean): void
}) {
  return (
    <label className="ow-settings__switch">
      <input type="checkbox" checked={checked} onChange={(event) => onChecked(event.target.checked)} />
      {label}
    </label>
  )
}

/** A labelled select with its hint and error; `lang` on an option names the language its label is written in. */
export function SelectField<V extends string>({
  id,
  label,
  error,
  hint,
  value,
  options,
  onValue,
}: {
  id: string
  label: string
  error: string | null
  hint?: string | null
  value: V
  options: readonly { value: V; label: string; lang?: string }[]
  onValue(value: V): void
}) {
  return (
    <SettingsField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} className="ow-input" value={value} onChange={(event) => onValue(event.target.value as V)}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </SettingsField>
  )
}

import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

/**
 * One labelled box of the sign-up: its help line and, once shown, its error
 * (tied to the box by `aria-describedby`, and `aria-invalid`). `children`
 * draws the box itself from the ids given.
 *
 * @example
 * <StartField label={t('business.city')} error={errors.city}>
 *   {(props) => <input {...props} value={store.city} onChange={(e) => store.setCity(e.target.value)} />}
 * </StartField>
 */
export function StartField({
  label,
  help,
  error,
  children,
}: {
  label: string
  help?: string
  error?: string
  children(props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true; className: string }): ReactNode
}) {
  const id = useId()
  const described = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="st-field">
      <label className="st-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: 'st-input',
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {help && (
        <p id={`${id}-help`} className="st-field__help">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="st-error">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A labelled text box of the sign-up (a `StartField` holding an input): `onValue` gets what is typed; other attributes
 * are the input's own.
 *
 * @example
 * <StartInput label={t('business.city')} error={errors.city} value={store.city} onValue={(city) => setCity(city)} />
 */
export function StartInput({
  label,
  help,
  error,
  value,
  onValue,
  ...attributes
}: {
  label: string
  help?: string
  error?: string
  value: string
  onValue(value: string): void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'>) {
  return (
    <StartField label={label} help={help} error={error}>
      {(props) => <input {...props} {...attributes} value={value} onChange={(event) => onValue(event.target.value)} />}
    </StartField>
  )
}

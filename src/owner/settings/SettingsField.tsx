import type { ReactNode } from 'react'

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

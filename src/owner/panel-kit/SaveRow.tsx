import { observer } from 'mobx-react-lite'
import { useEffect, useRef, type ReactNode } from 'react'
import { useOwnerT } from '../i18n'
import { FailureText } from './FailureText'
import type { SectionForm } from './section-form'

/**
 * A section form's Save row: the failure ('Some fields need fixing' when the
 * server named fields; a refused save takes the keyboard to the first field
 * to fix), the 'Saved' note, and the submit button ('Saving…' while it goes).
 *
 * @example
 * <SaveRow form={store.profile} label={t('settings.profile.save')} disabled={store.busy} />
 */
export const SaveRow = observer(function SaveRow({
  form,
  label,
  savedLabel,
  disabled = false,
  children,
}: {
  form: SectionForm<object>
  label: string
  /** The 'Saved' note (default: the settings' 'Saved'). */
  savedLabel?: string
  /** Another call of the screen is on its way (the button waits for it too). */
  disabled?: boolean
  /** More buttons beside Save (Cancel). */
  children?: ReactNode
}) {
  const t = useOwnerT()
  const failure = form.failure
  const row = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!failure?.fields.length) return
    row.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [failure])
  return (
    <div className="ow-settings__save" ref={row}>
      {failure && failure.fields.length > 0 ? (
        <p className="ow-failure" role="alert">
          {t('settings.fix')}
        </p>
      ) : (
        <FailureText ns="settings" failure={failure} />
      )}
      {form.save.done && (
        <p className="ow-settings__ok" role="status">
          {savedLabel ?? t('settings.saved')}
        </p>
      )}
      <button type="submit" className="ow-button ow-button--primary" disabled={disabled || form.save.busy}>
        {form.save.busy ? t('settings.saving') : label}
      </button>
      {children}
    </div>
  )
})

import { useId, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { useT } from '../../i18n/translator'
import { Snackbar } from '../../ui/Snackbar'
import { ContactFields } from './ContactFields'
import { useContactForm } from './use-contact-form'
import { useModalDialog } from './use-modal-dialog'
import './contact.css'

export interface ContactModalProps {
  subdomain: string
  /** Called when the visitor closes the form, or once the success message has gone. */
  onClose: () => void
}

/**
 * The contact modal, loaded lazily by `SitePage` and mounted only while
 * open. After a successful send the dialog goes away (focus returns to the
 * button that opened it) and the success snackbar stays for its 6 s; `onClose`
 * runs when that snackbar hides.
 */
export default function ContactModal({ subdomain, onClose }: ContactModalProps) {
  const t = useT()
  const [sent, setSent] = useState(false)
  if (sent)
    return <Snackbar tone="success" message={t('contact.sent')} dismissLabel={t('contact.dismiss')} onHide={onClose} />
  return <ContactDialog subdomain={subdomain} onClose={onClose} onSent={() => setSent(true)} />
}

function ContactDialog({ subdomain, onClose, onSent }: ContactModalProps & { onSent: () => void }) {
  const t = useT()
  const titleId = useId()
  const introId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const backdropPressed = useRef(false)
  const form = useContactForm(subdomain, onSent)
  useModalDialog(dialog, onClose)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const invalid = form.submit()
    if (invalid) dialog.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus()
  }
  // Only a click that starts and ends on the backdrop closes: selecting text in a field and releasing outside must not.
  const onBackdropMouseDown = (event: MouseEvent) => {
    backdropPressed.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: MouseEvent) => {
    if (backdropPressed.current && event.target === event.currentTarget) onClose()
    backdropPressed.current = false
  }

  return (
    <div className="contact-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialog}
        className="contact-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        tabIndex={-1}
      >
        <div className="contact-dialog__header">
          <h2 className="contact-dialog__title" id={titleId}>
            {t('contact.title')}
          </h2>
          <button type="button" className="contact-dialog__close" aria-label={t('contact.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className="contact-dialog__intro" id={introId}>
          {t('contact.intro')}
        </p>
        <form className="contact-dialog__form" noValidate onSubmit={onSubmit} aria-busy={form.sending}>
          <ContactFields form={form} />
          <button
            type="submit"
            className="button button--primary contact-dialog__submit"
            aria-disabled={form.sending || undefined}
            // Keep focus in the field on press: its blur would show its error, move the button, and swallow the click.
            onMouseDown={(event) => event.preventDefault()}
          >
            {form.sending ? t('contact.sending') : t('contact.submit')}
          </button>
        </form>
        {form.failure && (
          <Snackbar
            key={form.failure.id}
            tone="error"
            message={form.failure.message ?? t('contact.failed')}
            dismissLabel={t('contact.dismiss')}
            onHide={form.clearFailure}
          />
        )}
      </div>
    </div>
  )
}

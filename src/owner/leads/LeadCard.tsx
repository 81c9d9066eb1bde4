import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import type { Lead } from '../../../contract/owner-inbox'
import { FailureText } from '../panel-kit/FailureText'
import { formatDateTime } from '../panel-kit/format'
import { useOwnerT } from '../i18n'
import { leadPhoneDigits } from './lead-phone'
import type { LeadsStore } from './leads-store'

/**
 * One lead: who, how to reach them (call, WhatsApp, email), their company and message, when it came, and 'Mark handled'
 * or 'Reopen'.
 */
export const LeadCard = observer(function LeadCard({ lead, store }: { lead: Lead; store: LeadsStore }) {
  const t = useOwnerT()
  const nameId = useId()
  const digits = leadPhoneDigits(lead.countryCode, lead.contact)
  const phone = lead.contact.trim().startsWith('+') ? lead.contact.trim() : `${lead.countryCode} ${lead.contact.trim()}`
  const handled = lead.handledAt !== null
  const busy = store.work.has(lead._id)
  return (
    <article className={`ow-card ow-lead${handled ? ' ow-lead--handled' : ''}`} aria-labelledby={nameId}>
      <header className="ow-lead__top">
        <h3 id={nameId} className="ow-lead__name">
          {lead.name}
        </h3>
        <span className="ow-muted">
          <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
        </span>
      </header>
      {handled && (
        <p className="ow-lead__handled ow-pill ow-pill--ok">
          {t('leads.handledAt', { time: formatDateTime(lead.handledAt!) })}
        </p>
      )}
      <ul className="ow-lead__contact">
        <li>
          <a className="ow-link" href={`tel:+${digits}`} aria-label={t('leads.call', { name: lead.name, phone })}>
            {phone}
          </a>
        </li>
        <li>
          <a
            className="ow-link"
            href={`https://wa.me/${digits}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('leads.whatsapp', { name: lead.name })}
          >
            {t('leads.whatsappShort')}
          </a>
        </li>
        {lead.email && (
          <li>
            <a
              className="ow-link"
              href={`mailto:${lead.email}`}
              aria-label={t('leads.email', { name: lead.name, email: lead.email })}
            >
              {lead.email}
            </a>
          </li>
        )}
      </ul>
      {lead.company && <p>{t('leads.company', { company: lead.company })}</p>}
      {lead.messageContent && (
        <p className="ow-lead__message">{t('leads.services', { services: lead.messageContent })}</p>
      )}
      {lead.message && <p className="ow-lead__message">{t('leads.message', { message: lead.message })}</p>}
      <div className="ow-actions">
        <button
          type="button"
          className={handled ? 'ow-button ow-button--small' : 'ow-button ow-button--primary ow-button--small'}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={t(handled ? 'leads.reopenOf' : 'leads.markHandledOf', { name: lead.name })}
          onClick={() => void store.setHandled(lead, !handled)}
        >
          {t(handled ? 'leads.reopen' : 'leads.markHandled')}
        </button>
      </div>
      <FailureText ns="leads" failure={store.failures.get(lead._id) ?? null} />
    </article>
  )
})

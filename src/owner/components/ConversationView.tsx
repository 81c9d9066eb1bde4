import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useEffect, useId } from 'react'
import { useOwnerT } from '../i18n'
import { ConversationTags } from '../labels/ConversationTags'
import { useOwnerApp } from '../owner-context'
import { Composer } from './Composer'
import { customerLabel } from './ConversationRow'
import { ThreadList } from './ThreadList'

// The Send quote form loads when the owner first opens it.
const QuoteForm = lazy(() => import('../quotes/QuoteForm'))

/**
 * The open conversation: who (with Back on a phone, and Customer info when it is not beside), its labels and owner,
 * the messages, the composer with Send quote (its form starts from the customer's latest enquiry).
 */
export const ConversationView = observer(function ConversationView({ customerId }: { customerId: string }) {
  const app = useOwnerApp()
  const { conversation } = app
  const t = useOwnerT()
  const id = useId()
  const row = app.inbox.conversation(customerId)
  const name = row ? customerLabel(row) : ''
  const quotes = app.panels.quotes
  useEffect(() => quotes.connect(), [quotes])
  useEffect(() => {
    void quotes.load(customerId)
  }, [quotes, customerId])
  const latestEnquiry = [...conversation.messages].reverse().find((message) => message.kind === 'enquiry')
  return (
    <section className="ow-column ow-column--conversation" aria-labelledby={id}>
      <header className="ow-column__header">
        {app.columns === 1 && (
          <button
            type="button"
            className="ow-icon-button"
            aria-label={t('conversation.back')}
            onClick={() => app.back()}
          >
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <div className="ow-column__who">
          <h2 id={id} className="ow-column__title">
            {name}
          </h2>
          {row?.name && <p className="ow-column__subtitle">{`${row.countryCode} ${row.phoneNumber}`}</p>}
        </div>
        {app.columns < 3 && (
          <button type="button" className="ow-button ow-button--quiet" onClick={() => app.showCustomer()}>
            {t('conversation.customerInfo')}
          </button>
        )}
      </header>
      <ConversationTags customerId={customerId} />
      {conversation.status === 'failed' ? (
        <div className="ow-thread ow-thread--state">
          <p className="ow-error" role="alert">
            {conversation.error}
          </p>
          <button type="button" className="ow-button" onClick={() => void conversation.loadLatest()}>
            {t('conversation.retry')}
          </button>
        </div>
      ) : conversation.status === 'loading' && conversation.messages.length === 0 ? (
        <p className="ow-thread ow-thread--state ow-status" role="status">
          {t('conversation.loading')}
        </p>
      ) : conversation.messages.length === 0 ? (
        <p className="ow-thread ow-thread--state ow-status">{t('conversation.empty')}</p>
      ) : (
        <ThreadList key={customerId} label={t('conversation.messages', { name })} />
      )}
      <Composer onQuote={() => quotes.open(customerId, latestEnquiry?.message ?? null)} />
      {quotes.formOpen && (
        <Suspense fallback={null}>
          <QuoteForm store={quotes} name={name} />
        </Suspense>
      )}
    </section>
  )
})

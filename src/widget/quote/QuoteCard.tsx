import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState } from 'react'
import { useEngine, useWidgetT } from '../../engine'
import { formatRupees } from '../../ui/money'
import { ServiceSlotPicker } from '../ui/slot/ServiceSlotPicker'
import { addQuoteStrings } from '../ui/slot/quote-strings'
import { QuoteCardStore } from './quote-card-store'
import './quote-card.css'

const DAY = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })
const day = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`))

/**
 * Under a quote message: its status (valid until, accepted with its order,
 * declined, expired), live; while it is open, what accepting needs (the
 * delivery address when a line ships, the preferred date and slot when one
 * is a service) and Accept and Decline. Loaded with the first quote shown.
 */
export const QuoteCard = observer(function QuoteCard({ quoteId }: { quoteId: string }) {
  const engine = useEngine()
  addQuoteStrings(engine.i18n)
  const t = useWidgetT('quotes')
  const [store] = useState(() => new QuoteCardStore(engine, quoteId))
  const id = useId()
  const status = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const stop = store.listen()
    void store.load()
    return stop
  }, [store])
  // Accept and Decline go once the quote is answered: the focus moves to what it now says.
  const answered = store.answered
  useEffect(() => {
    if (answered) status.current?.focus()
  }, [answered])
  const quote = store.quote
  if (store.reading.status === 'failed' && !quote)
    return (
      <div className="vw-quote">
        <p className="vw-quote__status" role="alert">
          {t('loadFailed')}
        </p>
        <button type="button" className="vw-quote__secondary" onClick={() => void store.load()}>
          {t('retry')}
        </button>
      </div>
    )
  if (!quote) return null
  const statusText =
    quote.status === 'accepted'
      ? t('status.accepted', { orders: quote.orderIds.join(', ') })
      : t(`status.${quote.status}`, { date: day(quote.validUntil) })
  return (
    <div className={`vw-quote vw-quote--${quote.status}`} aria-labelledby={id}>
      <p id={id} ref={status} tabIndex={-1} className="vw-quote__status" role="status">
        {statusText}
      </p>
      {quote.status === 'open' && (
        <>
          {quote.needsAddress &&
            (store.addresses.length === 0 ? (
              <>
                <p className="vw-quote__note">{t('addressNone')}</p>
                <button type="button" className="vw-quote__secondary" onClick={() => store.addAddress()}>
                  {t('addAddress')}
                </button>
              </>
            ) : (
              <label className="vw-quote__field">
                <span>{t('address')}</span>
                <select value={store.addressId} onChange={(event) => store.chooseAddress(event.target.value)}>
                  {store.addresses.map((address) => (
                    <option key={address._id} value={address._id}>
                      {`${address.fullName}, ${address.addressLine1}, ${address.city} ${address.pincode}`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          {quote.isService && <ServiceSlotPicker value={store.slot} onChange={(slot) => store.chooseSlot(slot)} />}
          <div className="vw-quote__actions">
            <button
              type="button"
              className="vw-quote__primary"
              disabled={!store.canAccept}
              aria-busy={store.busy === 'accept' || undefined}
              aria-label={t('acceptNamed', { quoteNumber: quote.quoteNumber, total: formatRupees(quote.total) })}
              onClick={() => void store.answer('accept')}
            >
              {store.busy === 'accept' ? t('accepting') : t('accept')}
            </button>
            <button
              type="button"
              className="vw-quote__secondary"
              disabled={store.busy !== null}
              aria-busy={store.busy === 'decline' || undefined}
              aria-label={t('declineNamed', { quoteNumber: quote.quoteNumber })}
              onClick={() => void store.answer('decline')}
            >
              {store.busy === 'decline' ? t('declining') : t('decline')}
            </button>
          </div>
        </>
      )}
    </div>
  )
})

export default QuoteCard

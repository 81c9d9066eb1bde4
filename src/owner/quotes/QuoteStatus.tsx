import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'

const DAY = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })

/** Under a quote message in the owner's conversation: where the quote stands, live (waiting, accepted, declined). */
export const QuoteStatus = observer(function QuoteStatus({ quoteId }: { quoteId: string }) {
  const quote = useOwnerApp().panels.quotes.byId.get(quoteId)
  const t = useOwnerT()
  if (!quote) return null
  const date = DAY.format(new Date(`${quote.validUntil}T00:00:00Z`))
  return (
    <p className="ow-quote-status" role="status">
      {t(`quotes.status.${quote.status}`, { quoteNumber: quote.quoteNumber, date, orders: quote.orderIds.join(', ') })}
    </p>
  )
})

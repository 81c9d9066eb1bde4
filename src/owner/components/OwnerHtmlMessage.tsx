import { useMemo } from 'react'
import { namedQuoteId, sanitiseComponentHtml } from '../../ui/component-html'
import { QuoteStatus } from '../quotes/QuoteStatus'
import '../quotes/quotes.css'

/**
 * A `component` message (HTML from the business: order confirmations,
 * quotes) through the widget's own sanitiser. The widget's version adds the
 * customer's order actions (Pay) under it, which are not the owner's; the
 * owner moves orders in the customer panel beside the conversation. A
 * quote shows where it stands (waiting, accepted, declined), live.
 */
export default function OwnerHtmlMessage({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseComponentHtml(html), [html])
  const quoteId = useMemo(() => namedQuoteId(clean), [clean])
  return (
    <>
      <div className="ow-bubble__html" dangerouslySetInnerHTML={{ __html: clean }} />
      {quoteId && <QuoteStatus quoteId={quoteId} />}
    </>
  )
}

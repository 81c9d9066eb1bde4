import { lazy, Suspense, useMemo } from 'react'
import { OrderActions } from '../../engine'
import { namedOrderId, namedQuoteId, sanitiseComponentHtml } from '../../ui/component-html'

// The quote's status and Accept / Decline load with the first quote shown.
const QuoteCard = lazy(() => import('../quote/QuoteCard'))

/**
 * A `component` message: HTML from the business (order confirmations,
 * quotes), reduced by `sanitiseComponentHtml` to tags and attributes that
 * cannot reach outside the bubble (no `<style>`, no `style` attributes, no
 * forms or frames) before it reaches the DOM. Loaded on first use, so the
 * sanitiser is not part of the widget's first download. A message about an
 * order (`data-order-id`, an order confirmation) gets the plugins' order
 * actions (Pay) under it, a quote (`data-quote-id`) its status and Accept
 * and Decline: buttons cannot live inside sanitised HTML.
 */
export default function HtmlMessage({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseComponentHtml(html), [html])
  const orderId = useMemo(() => namedOrderId(clean), [clean])
  const quoteId = useMemo(() => namedQuoteId(clean), [clean])
  return (
    <>
      <div className="vw-bubble__html" dangerouslySetInnerHTML={{ __html: clean }} />
      {orderId && <OrderActions orderId={orderId} />}
      {quoteId && (
        <Suspense fallback={null}>
          <QuoteCard quoteId={quoteId} />
        </Suspense>
      )}
    </>
  )
}

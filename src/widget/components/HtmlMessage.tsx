import { useMemo } from 'react'
import { OrderActions } from '../../engine'
import { namedOrderId, sanitiseComponentHtml } from '../../ui/component-html'

/**
 * A `component` message: HTML from the business (order confirmations,
 * quotes), reduced by `sanitiseComponentHtml` to tags and attributes that
 * cannot reach outside the bubble (no `<style>`, no `style` attributes, no
 * forms or frames) before it reaches the DOM. Loaded on first use, so the
 * sanitiser is not part of the widget's first download. A message about an
 * order (`data-order-id`, an order confirmation) gets the plugins' order
 * actions (Pay) under it: buttons cannot live inside sanitised HTML.
 */
export default function HtmlMessage({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseComponentHtml(html), [html])
  const orderId = useMemo(() => namedOrderId(clean), [clean])
  return (
    <>
      <div className="vw-bubble__html" dangerouslySetInnerHTML={{ __html: clean }} />
      {orderId && <OrderActions orderId={orderId} />}
    </>
  )
}

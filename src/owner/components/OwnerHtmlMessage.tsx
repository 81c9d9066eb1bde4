import { useMemo } from 'react'
import { sanitiseComponentHtml } from '../../ui/component-html'

/**
 * A `component` message (HTML from the business: order confirmations,
 * quotes) through the widget's own sanitiser. The widget's version adds the
 * customer's order actions (Pay) under it, which are not the owner's; the
 * owner moves orders in the customer panel beside the conversation.
 */
export default function OwnerHtmlMessage({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseComponentHtml(html), [html])
  return <div className="ow-bubble__html" dangerouslySetInnerHTML={{ __html: clean }} />
}

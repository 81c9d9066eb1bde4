import { useMemo } from 'react'
import { sanitiseComponentHtml } from './component-html'

/**
 * A `component` message: HTML from the business (order confirmations,
 * quotes), reduced by `sanitiseComponentHtml` to tags and attributes that
 * cannot reach outside the bubble (no `<style>`, no `style` attributes, no
 * forms or frames) before it reaches the DOM. Loaded on first use, so the
 * sanitiser is not part of the widget's first download.
 */
export default function HtmlMessage({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseComponentHtml(html), [html])
  return <div className="vw-bubble__html" dangerouslySetInnerHTML={{ __html: clean }} />
}

import DOMPurify from 'dompurify'

/**
 * A `component` message: HTML from the business (order confirmations,
 * quotes), sanitised before it reaches the DOM. Loaded on first use, so the
 * sanitiser is not part of the widget's first download.
 */
export default function HtmlMessage({ html }: { html: string }) {
  return <div className="vw-bubble__html" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) }} />
}

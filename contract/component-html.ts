/*
 * What a `component` message (an owner's order confirmation, a quote) may
 * contain: text structure only, so nothing in it can reach outside its
 * bubble: no `<style>`, no `style`/`class`/`id` attributes, no `<link>`,
 * `<meta>`, `<base>`, forms, frames, scripts, SVG or event handlers, and
 * links and images only where they are safe. One rule for both sides: the
 * server refuses anything else when the message is sent
 * (server/modules/chat/component-html.ts), the widget sanitises with it
 * (src/widget/components/component-html.ts).
 */

export const COMPONENT_HTML_TAGS: readonly string[] = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
]

/**
 * Attributes by tag (`*`: any allowed tag). A link's `target` and `rel` are
 * set by the widget (a new tab, noopener noreferrer). A `div`'s
 * `data-order-id` names the order a confirmation is about (its `orderId`,
 * 'KK-1042'): the widget draws that order's actions (Pay) under the message;
 * `data-quote-id` names the quote a quote message is about (its id): the widget
 * draws its status and Accept and Decline under it.
 */
export const COMPONENT_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['title'],
  a: ['href', 'target', 'rel'],
  div: ['data-order-id', 'data-quote-id'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'reversed'],
  time: ['datetime'],
}

/** Whether `attribute` may stand on `tag` (both lower-case). */
export function componentAttributeAllowed(tag: string, attribute: string): boolean {
  return (
    COMPONENT_HTML_ATTRIBUTES['*']!.includes(attribute) || (COMPONENT_HTML_ATTRIBUTES[tag] ?? []).includes(attribute)
  )
}

/**
 * Whether a URL (its character references already decoded) may be a link
 * (`href`: https, http, mailto, tel, or a path) or an image (`src`: https or
 * a path on this site). The whitespace and control characters a URL parser
 * drops are dropped first, so `java\tscript:` is read as `javascript:`.
 *
 * @example
 * componentUrlAllowed('/uploads/x.png', 'image')     // true
 * componentUrlAllowed('javascript:alert(1)', 'link') // false
 */
export function componentUrlAllowed(decoded: string, use: 'link' | 'image'): boolean {
  // oxlint-disable-next-line no-control-regex -- the whitespace and control characters a URL parser drops
  const url = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (use === 'image') return /^https:\/\//i.test(url) || /^\/(?![/\\])/.test(url)
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  return scheme === undefined ? !url.startsWith('\\') : ['https', 'http', 'mailto', 'tel'].includes(scheme)
}

import createDOMPurify, { type DOMPurify } from 'dompurify'
import {
  COMPONENT_HTML_ATTRIBUTES,
  COMPONENT_HTML_TAGS,
  componentAttributeAllowed,
  componentUrlAllowed,
} from '../../contract/component-html'

let purifier: DOMPurify | null = null

/** Our own DOMPurify instance, so its hooks never touch another user of the library. */
function purify(): DOMPurify {
  if (purifier) return purifier
  const instance = createDOMPurify(window)
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase()
    // The widget sets a link's target and rel itself.
    if (!componentAttributeAllowed(tag, data.attrName) || data.attrName === 'target' || data.attrName === 'rel')
      data.keepAttr = false
    else if (data.attrName === 'href' && !componentUrlAllowed(data.attrValue, 'link')) data.keepAttr = false
    else if (data.attrName === 'src' && !componentUrlAllowed(data.attrValue, 'image')) data.keepAttr = false
  })
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  purifier = instance
  return instance
}

/**
 * The HTML of a `component` message, reduced to what cannot reach outside
 * its bubble: the tags and attributes of contract/component-html.ts only. Gone are `<style>` (with
 * its content), `style`, `class` and `id` attributes, `<link>`, `<meta>`,
 * `<base>`, forms, frames, scripts, SVG, event handlers, `javascript:` and
 * `data:` URLs; the text inside a removed container (a `<form>`, a
 * `<section>`) is kept.
 *
 * @example
 * sanitiseComponentHtml('<style>body{display:none}</style><p onclick="x()">Order <b>ORD-1</b></p>')
 * // '<p>Order <b>ORD-1</b></p>'
 */
export function sanitiseComponentHtml(html: string): string {
  return purify().sanitize(html, {
    ALLOWED_TAGS: [...COMPONENT_HTML_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(COMPONENT_HTML_ATTRIBUTES).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  })
}

/**
 * The order a sanitised component message is about: the `data-order-id` of
 * its first `div` that has one (an order confirmation, see
 * contract/component-html.ts), or null.
 *
 * @example
 * namedOrderId('<div data-order-id="KK-1042"><p>Order KK-1042 confirmed</p></div>') // 'KK-1042'
 */
export function namedOrderId(clean: string): string | null {
  const template = document.createElement('template')
  template.innerHTML = clean
  return template.content.querySelector('div[data-order-id]')?.getAttribute('data-order-id')?.trim() || null
}

/**
 * The quote a sanitised component message is about: the `data-quote-id` of
 * its first `div` that has one (a quote, see contract/component-html.ts), or null.
 *
 * @example
 * namedQuoteId('<div data-quote-id="q1"><p>Quote Q-1001</p></div>') // 'q1'
 */
export function namedQuoteId(clean: string): string | null {
  const template = document.createElement('template')
  template.innerHTML = clean
  return template.content.querySelector('div[data-quote-id]')?.getAttribute('data-quote-id')?.trim() || null
}

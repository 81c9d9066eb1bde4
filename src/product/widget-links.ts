/** A widget deep link source a product page's buttons open (docs/widget.md, the page buttons' deep links). */
export type ProductSource = 'add_to_cart' | 'direct_buy' | 'send_enquiry_request'

/**
 * The product page's own address opening the chat widget on `source` for the item `slug`: relative, so the widget opens
 * over the same page.
 *
 * @example
 * widgetLink('direct_buy', 'garam-masala') // '?chat=open&source=direct_buy&item=garam-masala'
 */
export function widgetLink(source: ProductSource, slug: string): string {
  return `?chat=open&source=${source}&item=${encodeURIComponent(slug)}`
}

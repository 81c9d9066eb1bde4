import type { ChatEngine } from '../../engine/chat-engine'
import { defaultOptions } from '../../ui/item/item-choice'
import { LINKED_ITEM_KEY } from './linked-item-key'

/**
 * A product page's Add to Cart (`?source=add_to_cart&item=<slug>`): the linked item, looked up in the catalogue, goes
 * into the cart once (the local cart signed out, the customer's signed in) on the option its card starts on, when the
 * cart shows. In the cart's lazy chunk: the widget's first chunk only keeps the slug.
 */
export async function addLinkedItem(engine: ChatEngine): Promise<void> {
  const slug = engine.storage.getItem(LINKED_ITEM_KEY)
  if (!slug) return
  engine.storage.removeItem(LINKED_ITEM_KEY)
  const item = await engine.plugin('catalogue').findItem({ slug })
  if (!item) return
  const options = defaultOptions(item)
  await engine.plugin('cart').add(item, { variant: options.variant, package: options.package })
}

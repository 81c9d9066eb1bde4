/** Where `?source=add_to_cart&item=<slug>` keeps the slug until the cart takes the item (the engine's storage). */
export const LINKED_ITEM_KEY = 'webCartLink'

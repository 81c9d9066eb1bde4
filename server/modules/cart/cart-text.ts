import strings from '../../../locales/en/server.json'

/** Wording of the cart answers ('Out of stock' is §8's), from `locales/en/server.json`. */
export const cartText = strings.cart

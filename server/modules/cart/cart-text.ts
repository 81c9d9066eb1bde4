import strings from '../../../locales/en/server.json'

/** Wording of the cart answers (such as 'Out of stock'), from `locales/en/server.json`. */
export const cartText = strings.cart

/**
 * The cart module's public face.
 * Other modules import this folder only through this file.
 */
export { CartRepository } from './cart-repository.js'
export { CartService } from './cart-service.js'
export { cartText } from './cart-text.js'
export { choiceId } from './choice.js'

/**
 * The order module's public face: orders as stored and as the wire shows them, and how the chat words money.
 * Other modules import this folder only through this file.
 */
export { fromRow, toWireOrder, type StoredOrder } from './order-details.js'
export { formatPaise } from './order-messages.js'
export { likePattern, OrderRepository } from './order-repository.js'

/**
 * The quote module's public face: its routes (the owner sends quotes, the customer accepts or declines them).
 * Other modules import this folder only through this file.
 */
export { default as quoteRoutes } from './routes.js'
export { QuoteService } from './quote-service.js'

/**
 * The discount codes module's public face: the owner's routes, and what a checkout needs to try, take and give back
 * a code. Other modules import this folder only through this file.
 */
export { default } from './routes.js'
export {
  codeProblem,
  codeRefusal,
  knownCode,
  priceCode,
  redeemCode,
  releaseCode,
  type PricedCode,
} from './discount-service.js'
export { share } from './discount-rules.js'
export type { CodeLine, CodeSaving } from './discount-rules.js'

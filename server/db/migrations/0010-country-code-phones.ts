/**
 * A phone typed with its country code twice (`+91`, then `91 98765 43210`)
 * was stored as a 12-digit national number: another customer than
 * +91 98765 43210. `canonicalPhone` now reads it as the phone it is, so the
 * canonical-phones migration runs again: such customers (and one-time-code
 * requests) are rewritten, and merged into the oldest customer of the phone
 * with their rows. It changes nothing on phones already canonical.
 */
export { up } from './0003-canonical-phones.js'

/**
 * The share kit's public face: the owner's share and checklist calls.
 * Other modules import this folder only through this file.
 */
export { default } from './routes.js'
export { siteLink } from './site-link.js'

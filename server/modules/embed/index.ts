/**
 * The embed module's public face: the widget on other websites (loader, iframe page, identify, owner settings).
 * Other modules import this folder only through this file.
 */
export { default, type EmbedRoutesOptions } from './routes.js'

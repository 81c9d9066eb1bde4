/**
 * The storefront's face to search engines and shopping surfaces: robots.txt, the sitemap, the product feed, and the
 * home page's canonical address, language alternates and structured data (`homeSeo`).
 * Other modules import this folder only through this file.
 */
export { default } from './routes.js'
export { LANG_PARAM, pageSeo } from './page-seo.js'

/**
 * The product page module's public face: the items behind `/products/<slug>` and the categories behind
 * `/products/category/<slug>`. The site pages render them.
 * Other modules import this folder only through this file.
 */
export { ProductPages, productSlugOf, type ProductLookup } from './product-page-service.js'
export { categorySlugOf, findCategoryPage } from './category-pages.js'

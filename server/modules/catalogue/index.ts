/**
 * The catalogue module's public face: items, their wire shape and their prices.
 * Other modules import this folder only through this file.
 */
export { itemInLanguage, type CatalogueItemRecord, type FeedItemRecord } from './catalogue-item.js'
export { CatalogueRepository } from './catalogue-repository.js'
export { changeStamp, listedCategories, listedForFeed, listedSlugs } from './feed-reads.js'
export { toRupees, toWireItem, wireVariant, type DispatchPoints } from './item-wire.js'
export { discountPercentage, lineDiscount, taxOf, taxRuleOf, unitPrices } from './pricing.js'
export { listedPriceRange } from './price-range.js'
export { knownCatalogueIds, readCategorySlugs, readStorefront, STOREFRONT_MAX_ITEMS } from './storefront.js'

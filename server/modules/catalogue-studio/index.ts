/**
 * The owner's catalogue studio: items, categories, catalogues, their order
 * and stock, changed from the owner app. Every change records
 * `catalogue.changed`; the live module pushes it to the site's open widgets.
 * The catalogue also goes out and comes in as a CSV file (csv-*.ts, docs/catalogue-csv.md).
 * Other modules import this folder only through this file (the onboarding
 * checklist asks `hasCatalogueItem`).
 */
export { default } from './routes.js'
export { hasCatalogueItem } from './item-count.js'

import { lazy } from 'react'
import { definePlugin } from '../../engine/plugin'
import en from '../../../locales/en/catalogue.json'
import { CatalogueStore } from './catalogue-store'
import { BrowseButton } from './components/BrowseButton'

// The panels load when first opened, keeping the widget chunk small.
const CataloguePanel = lazy(() => import('./components/CataloguePanel').then((module) => ({ default: module.CataloguePanel })))
const ProductItemPanel = lazy(() => import('./components/ItemPanel').then((module) => ({ default: module.ProductItemPanel })))
const ServiceItemPanel = lazy(() => import('./components/ItemPanel').then((module) => ({ default: module.ServiceItemPanel })))

/**
 * The catalogue of the chosen topic (§2, §3, §7): the `catalogue` side panel
 * (categories), the product and service item panels, and a header button to
 * browse. Item cards show Add to Cart once the cart plugin sets
 * `catalogue.cart`, and Send Enquiry Request once the enquiry plugin sets
 * `catalogue.enquire`.
 */
export const cataloguePlugin = definePlugin({
  id: 'catalogue',
  dependsOn: ['topics'],
  setup: (engine) => new CatalogueStore(engine),
  panels: { catalogue: CataloguePanel, catalogueProductItem: ProductItemPanel, catalogueServiceItem: ServiceItemPanel },
  headerActions: [BrowseButton],
  locales: { en },
})

export {
  CatalogueStore,
  inStock,
  itemPanelOf,
  type CatalogueCartActions,
  type CatalogueEnquiryAction,
  type CatalogueSelection,
} from './catalogue-store'
export * from './price'
export { ITEM_DATA_KEYS, readItemRefs, sameItemRef, storeLinkedItem, toItemRef, writeItemRefs, type ItemDataKey, type ItemRef } from './item-ref'

declare module '../../engine/plugin' {
  interface PluginStores {
    catalogue: CatalogueStore
  }
}

declare module '../../engine/i18n' {
  interface WidgetResources {
    catalogue: typeof en
  }
}

import { lazy } from 'react'
import { definePlugin } from '../../engine/plugin'
import en from '../../../locales/en/catalogue.json'
import type shop from '../../../locales/en/shop.json'
import { topicsPlugin } from '../topics'
import { CatalogueStore } from './catalogue-store'
import { BrowseButton } from './components/BrowseButton'

// The panels load when first opened, keeping the widget chunk small.
const CataloguePanel = lazy(() =>
  import('./components/CataloguePanel').then((module) => ({ default: module.CataloguePanel })),
)
const ProductItemPanel = lazy(() =>
  import('./components/ItemPanel').then((module) => ({ default: module.ProductItemPanel })),
)
const ServiceItemPanel = lazy(() =>
  import('./components/ItemPanel').then((module) => ({ default: module.ServiceItemPanel })),
)

/**
 * The catalogue (docs/product.md): the `catalogue` side panel ('Categories': every topic's categories, and a search
 * over every item of the site), the product and service item panels, an item's detail over them (photos to zoom,
 * description, choice, Buy now, Share), and the header's shop icon, which opens 'Categories'. Item cards show the
 * actions other plugins declare as `itemCardActions` (the cart's Add to Cart, the enquiry's Send Enquiry Request);
 * the catalogue knows none of them.
 */
export const cataloguePlugin = definePlugin({
  id: 'catalogue',
  dependsOn: [topicsPlugin],
  setup: (engine) => new CatalogueStore(engine),
  panels: {
    catalogue: { component: CataloguePanel, back: 'topic' },
    catalogueProductItem: { component: ProductItemPanel, back: 'catalogue' },
    catalogueServiceItem: { component: ServiceItemPanel, back: 'catalogue' },
  },
  headerActions: [BrowseButton],
  locales: { en },
})

export { CatalogueStore, itemPanelOf } from './catalogue-store'
export {
  addItemRef,
  ITEM_DATA_KEYS,
  readItemRefs,
  sameItemRef,
  toItemRef,
  writeItemRefs,
  type ItemDataKey,
  type ItemRef,
} from './item-ref'

declare module '../../engine/plugin' {
  interface PluginStores {
    catalogue: CatalogueStore
  }
}

declare module '../../engine/names' {
  interface PluginPanelViews {
    catalogue: 'catalogue'
    catalogueProductItem: 'catalogue'
    catalogueServiceItem: 'catalogue'
  }
}

declare module '../../engine/i18n' {
  interface WidgetResources {
    catalogue: typeof en
    /** Added when the shop's views load (`shop/shop-strings.ts`), not carried in the widget chunk. */
    shop: typeof shop
  }
}

import { definePlugin } from '../../engine/plugin'
import en from '../../../locales/en/catalogue.json'
import { CatalogueStore } from './catalogue-store'
import { CataloguePanel } from './components/CataloguePanel'
import { ProductItemPanel, ServiceItemPanel } from './components/ItemPanel'

/**
 * The catalogue of the chosen topic (§2, §3, §7): the `catalogue` side panel
 * (categories) and the product and service item panels. Add to Cart and Send
 * Enquiry Request appear once another plugin sets `catalogue.addHandler`.
 */
export const cataloguePlugin = definePlugin({
  id: 'catalogue',
  dependsOn: ['topics'],
  setup: (engine) => new CatalogueStore(engine),
  panels: { catalogue: CataloguePanel, catalogueProductItem: ProductItemPanel, catalogueServiceItem: ServiceItemPanel },
  locales: { en },
})

export { CatalogueStore, inStock, itemPanelOf, type CatalogueAddHandler, type CatalogueSelection } from './catalogue-store'
export * from './price'

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

import { lazy } from 'react'
import { definePlugin } from '../../engine/plugin'
import en from '../../../locales/en/directBuy.json'
import { cartPlugin } from '../cart'
import { addItemRef, cataloguePlugin, ITEM_DATA_KEYS } from '../catalogue'
import { enquiryPlugin } from '../enquiry'
import { ordersPlugin } from '../orders'

const DirectBuyPanel = lazy(() =>
  import('./components/DirectBuyPanel').then((module) => ({ default: module.DirectBuyPanel })),
)

/**
 * `?source=direct_buy` (docs/product.md, 'Screens and routes'): the single-item order panel for the item in
 * `webOrderItemData`. Signed out it shows 'Ready to Purchase?'; after
 * sign-in the source runs and the panel opens with Buy now (the orders'
 * public store: the order panel) and Add to Cart (the cart's); an item
 * priced on request moves to the enquiry (the enquiry's public store). The panel owns its store (`DirectBuyStore`), so
 * all of it loads only when needed.
 */
export const directBuyPlugin = definePlugin({
  id: 'directBuy',
  dependsOn: [cataloguePlugin, cartPlugin, enquiryPlugin, ordersPlugin],
  setup: () => null,
  states: { 'direct-buy': { component: DirectBuyPanel, fillsTab: true } },
  sources: {
    direct_buy: {
      loggedOut: 'direct-buy',
      run: (engine) => engine.goTo('direct-buy'),
      // A page's deep link (`?source=direct_buy&item=<slug>`) names the item of the panel.
      linkItem: (engine, slug) => {
        engine.storage.removeItem(ITEM_DATA_KEYS.directBuy)
        addItemRef(engine.storage, ITEM_DATA_KEYS.directBuy, { slug })
      },
    },
  },
  locales: { en },
})

declare module '../../engine/names' {
  interface PluginChatStates {
    'direct-buy': 'directBuy'
  }
  interface PluginSources {
    direct_buy: 'directBuy'
  }
}

declare module '../../engine/i18n' {
  interface WidgetResources {
    directBuy: typeof en
  }
}

import { definePlugin } from '../../../../src/engine/plugin'
import { cataloguePlugin } from '../../../../src/plugins/catalogue'
import { SaveForLater } from './components/SaveForLater'
import { WishlistButton } from './components/WishlistButton'
import { WishlistPanel } from './components/WishlistPanel'
import { WishlistReview } from './components/WishlistReview'
import en from './en.json'
import { WishlistStore } from './wishlist-store'

/**
 * Items saved for later: a 'Save for later' action on every catalogue card,
 * a `wishlist` side panel (Back: the catalogue), and `?source=wishlist`,
 * which opens the `wishlist-review` state filling the chat tab.
 */
export const wishlistPlugin = definePlugin({
  id: 'wishlist',
  dependsOn: [cataloguePlugin], // its setup may call engine.plugin('catalogue'); tests get it without listing it
  setup: (engine) => new WishlistStore(engine),
  panels: { wishlist: { component: WishlistPanel, back: 'catalogue' } },
  states: { 'wishlist-review': { component: WishlistReview, fillsTab: true } },
  sources: { wishlist: { loggedOut: 'wishlist-review', run: (engine) => engine.goTo('wishlist-review') } },
  itemCardActions: { saveForLater: SaveForLater },
  headerActions: [WishlistButton],
  locales: { en },
})

declare module '../../../../src/engine/plugin' {
  interface PluginStores {
    wishlist: WishlistStore // types engine.plugin('wishlist')
  }
}

declare module '../../../../src/engine/names' {
  interface PluginPanelViews {
    wishlist: 'wishlist' // engine.ui.openPanel('wishlist') type-checks from here on
  }
  interface PluginChatStates {
    'wishlist-review': 'wishlist'
  }
  interface PluginSources {
    wishlist: 'wishlist'
  }
  interface PluginItemCardActions {
    saveForLater: 'wishlist'
  }
}

declare module '../../../../src/engine/i18n' {
  interface WidgetResources {
    wishlist: typeof en // types useWidgetT('wishlist') and engine.t('wishlist:...')
  }
}

import { lazy } from 'react'
import { definePlugin } from '../../engine/plugin'
import en from '../../../locales/en/directBuy.json'

const DirectBuyPanel = lazy(() => import('./components/DirectBuyPanel').then((module) => ({ default: module.DirectBuyPanel })))

/**
 * `?source=direct_buy` (§2): the single-item order panel for the item in
 * `webOrderItemData`. Signed out it shows 'Ready to Purchase?'; after
 * sign-in the source runs and the panel opens with Add to Cart. The panel
 * owns its store (`DirectBuyStore`), so all of it loads only when needed.
 */
export const directBuyPlugin = definePlugin({
  id: 'directBuy',
  dependsOn: ['catalogue', 'cart'],
  setup: () => null,
  states: { 'direct-buy': DirectBuyPanel },
  sources: {
    direct_buy: {
      loggedOut: 'direct-buy',
      run: (engine) => engine.goTo('direct-buy'),
    },
  },
  locales: { en },
})

declare module '../../engine/i18n' {
  interface WidgetResources {
    directBuy: typeof en
  }
}

import type { AnyPlugin } from '../engine'
import { authPlugin } from '../plugins/auth'
import { cartPlugin } from '../plugins/cart'
import { cataloguePlugin } from '../plugins/catalogue'
import { directBuyPlugin } from '../plugins/direct-buy'
import { enquiryPlugin } from '../plugins/enquiry'
import { mediaPlugin } from '../plugins/media'
import { ordersPlugin } from '../plugins/orders'
import { paymentPlugin } from '../plugins/payment'
import { topicsPlugin } from '../plugins/topics'

/**
 * The composition root of the chat widget: every plugin, in any order (the
 * engine orders them by their dependencies). Adding a plugin is one line here.
 */
export const widgetPlugins: readonly AnyPlugin[] = [
  authPlugin,
  topicsPlugin,
  mediaPlugin,
  cataloguePlugin,
  cartPlugin,
  directBuyPlugin,
  enquiryPlugin,
  ordersPlugin,
  paymentPlugin,
]

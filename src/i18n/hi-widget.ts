import auth from '../../locales/hi/auth.json'
import cart from '../../locales/hi/cart.json'
import catalogue from '../../locales/hi/catalogue.json'
import checkoutSplit from '../../locales/hi/checkoutSplit.json'
import directBuy from '../../locales/hi/directBuy.json'
import enquiry from '../../locales/hi/enquiry.json'
import media from '../../locales/hi/media.json'
import orders from '../../locales/hi/orders.json'
import payment from '../../locales/hi/payment.json'
import quotes from '../../locales/hi/quotes.json'
import shop from '../../locales/hi/shop.json'
import stages from '../../locales/hi/stages.json'
import topics from '../../locales/hi/topics.json'
import widget from '../../locales/hi/widget.json'

/**
 * The widget's Hindi, every namespace of it (the engine's, each plugin's and the parts they add later: payment,
 * quotes, checkoutSplit, shop), as one lazily loaded chunk that only a Hindi reader downloads
 * (`src/widget/language.ts`).
 */
export const widgetStrings = {
  widget,
  auth,
  topics,
  media,
  catalogue,
  cart,
  directBuy,
  enquiry,
  orders,
  payment,
  quotes,
  checkoutSplit,
  shop,
  stages,
}

import { renderToString } from 'react-dom/server'
import { App } from './app/App'
import { APP_DATA_ELEMENT_ID, serialiseAppData, type AppData } from './app/app-data'
import { documentHead, type PageSeo } from './app/document-head'
import { ContentNotAvailable } from './app/ContentNotAvailable'
import { NotFoundScreen } from './app/NotFoundScreen'
import { AppShell } from './app/AppShell'
import { PageLoader } from './app/PageLoader'
import { bootData, bootsWithoutReact } from './boot/boot-data'
import type { Language } from '../contract/language'
import { createI18n } from './i18n/i18next'
import { createTranslator, TranslatorProvider, type Bundle } from './i18n/translator'
import { CategoryPage } from './product/CategoryPage'
import { categoryHead } from './product/category-head'
import { ProductPage } from './product/ProductPage'
import { productHead } from './product/product-head'

export type { AppData } from './app/app-data'
export type { PageSeo } from './app/document-head'

/** What the server puts into `index.html`. */
export interface RenderResult {
  head: string
  html: string
  /**
   * The HTML template and script the page goes out with: `page` (`page.html`, the boot script, nothing hydrates) for
   * published pages, `app` (`index.html`, the React app) for the owner preview, `/owner` and `/start`.
   */
  entry: 'page' | 'app'
  /** The document's language: `<html lang>`. */
  lang: Language
}

const i18n = createI18n()

/** The `page` namespace of a language, as i18next resolves it; handed to the client in the page data. */
export function pageStrings(lng: Language = 'en'): Bundle {
  return (i18n.getResourceBundle(lng, 'page') ?? i18n.getResourceBundle('en', 'page')) as Bundle
}

/**
 * Renders a route to HTML for the server (SSR entry), in the reader's language `lang` (its strings are in
 * `data.strings`; `<html lang>` says it, and the client's formatting and widget follow it). Pure: no I/O, the
 * server loads the data first. `seo`: a published page's canonical address and head markup (server/modules/seo).
 */
export function render(data: AppData, origin = '', lang: Language = 'en', seo?: PageSeo): RenderResult {
  // The owner inbox's shell is server-only: the client never hydrates it (the owner chunk renders over it), so the
  // page's JS does not carry it.
  // So is the sign-up's at `/start`.
  const shell = data.route === 'owner' || data.route === 'start' ? data.route : null
  // A product page is server-only too: it boots without React, like every published page.
  const product = data.route === 'product' && data.page && data.product ? { page: data.page, ...data.product } : null
  // So is a category's page.
  const category = data.route === 'category' && data.page && data.category ? data.category : null
  const app = product ? (
    <TranslatorProvider bundle={data.strings}>
      <ProductPage page={product.page} product={product} lang={lang} />
    </TranslatorProvider>
  ) : category ? (
    <TranslatorProvider bundle={data.strings}>
      <CategoryPage page={data.page!} category={category} />
    </TranslatorProvider>
  ) : shell !== null ? (
    <TranslatorProvider bundle={data.strings}>
      <AppShell app={shell} />
    </TranslatorProvider>
  ) : (
    <App data={data} screens={{ PageLoader, NotFoundScreen, ContentNotAvailable }} />
  )
  const html = renderToString(app)
  // A published page hands its boot script only what it needs; the React app gets the whole app data.
  const entry = bootsWithoutReact(data.route) ? 'page' : 'app'
  const json = serialiseAppData(entry === 'page' ? bootData(data) : data)
  const script = `<script id="${APP_DATA_ELEMENT_ID}" type="application/json">${json}</script>`
  const head = product
    ? productHead(product.page, product, origin, createTranslator(data.strings))
    : category
      ? categoryHead(data.page!, category, origin, createTranslator(data.strings))
      : documentHead(data, origin, seo)
  return { head, html: html + script, entry, lang }
}

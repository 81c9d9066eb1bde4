import { renderToString } from 'react-dom/server'
import { App } from './app/App'
import { APP_DATA_ELEMENT_ID, serialiseAppData, type AppData } from './app/app-data'
import { documentHead } from './app/document-head'
import { ContentNotAvailable } from './app/ContentNotAvailable'
import { NotFoundScreen } from './app/NotFoundScreen'
import { OwnerShell } from './app/OwnerShell'
import { PageLoader } from './app/PageLoader'
import { createI18n } from './i18n/i18next'
import { TranslatorProvider, type Bundle } from './i18n/translator'

export type { AppData } from './app/app-data'

/** What the server puts into `index.html`. */
export interface RenderResult {
  head: string
  html: string
}

const i18n = createI18n()

/** The `page` namespace of a language, as i18next resolves it; handed to the client in the page data. */
export function pageStrings(lng = 'en'): Bundle {
  return (i18n.getResourceBundle(lng, 'page') ?? i18n.getResourceBundle('en', 'page')) as Bundle
}

/**
 * Renders a route to HTML for the server (SSR entry). Pure: no I/O, the
 * server loads the data first.
 */
export function render(data: AppData, origin = ''): RenderResult {
  // The owner inbox's shell is server-only: the client never hydrates it (the owner chunk renders over it), so the
  // page's JS does not carry it.
  const app =
    data.route === 'owner' ? (
      <TranslatorProvider bundle={data.strings}>
        <OwnerShell />
      </TranslatorProvider>
    ) : (
      <App data={data} screens={{ PageLoader, NotFoundScreen, ContentNotAvailable }} />
    )
  const html = renderToString(app)
  const script = `<script id="${APP_DATA_ELEMENT_ID}" type="application/json">${serialiseAppData(data)}</script>`
  return { head: documentHead(data, origin), html: html + script }
}

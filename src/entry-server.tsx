import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { App } from './app/App'
import { serialiseAppData, APP_DATA_ELEMENT_ID, type AppData } from './app/app-data'
import { createI18n } from './i18n'
import { documentHead } from './app/document-head'

export type { AppData } from './app/app-data'

/** What the server puts into `index.html`. */
export interface RenderResult {
  head: string
  html: string
}

/**
 * Renders a route to HTML for the server (SSR entry). Pure: no I/O, the server
 * loads the data first.
 */
export function render(data: AppData): RenderResult {
  const i18n = createI18n()
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <App data={data} />
    </I18nextProvider>,
  )
  const script = `<script id="${APP_DATA_ELEMENT_ID}" type="application/json">${serialiseAppData(data)}</script>`
  return { head: documentHead(data, i18n), html: html + script }
}

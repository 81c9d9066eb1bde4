import * as t from 'io-ts'
import { PageResponse } from '../../contract/page'

/** Which screen the server rendered; the client hydrates the same one. */
export const AppRoute = t.keyof({ home: null, chat: null, logout: null, notFound: null }, 'AppRoute')
export type AppRoute = t.TypeOf<typeof AppRoute>

/**
 * Everything the server hands the client in the HTML (`#vitrine-data`), so
 * hydration renders exactly what the server did without a second fetch.
 */
export const AppData = t.type(
  {
    route: AppRoute,
    subdomain: t.union([t.string, t.null]),
    page: t.union([PageResponse, t.null]),
  },
  'AppData',
)
export type AppData = t.TypeOf<typeof AppData>

export const APP_DATA_ELEMENT_ID = 'vitrine-data'

/** JSON for a `<script type="application/json">`: `<` escaped so no `</script>` can close it. */
export function serialiseAppData(data: AppData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

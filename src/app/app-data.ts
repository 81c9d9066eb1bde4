import * as t from 'io-ts'
import { PageResponse } from '../../contract/page'
import type { CategoryPageData, ProductPageData } from '../../contract/product-page'
import type { Bundle } from '../i18n/translator'

/**
 * Which screen the server rendered; the client hydrates the same one. `preview` loads the page client-side (owner
 * preview); `owner` is the owner inbox at `/owner`: a small shell, the app itself loads as its own chunk.
 */
export const AppRoute = t.keyof(
  {
    home: null,
    chat: null,
    logout: null,
    notFound: null,
    preview: null,
    owner: null,
    start: null,
    product: null,
    category: null,
  },
  'AppRoute',
)
export type AppRoute = t.TypeOf<typeof AppRoute>

const StringBundle = new t.Type<Bundle, unknown, unknown>(
  'StringBundle',
  (input): input is Bundle => typeof input === 'object' && input !== null,
  (input, context) =>
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? t.success(input as Bundle)
      : t.failure(input, context),
  (bundle) => bundle,
)

/**
 * Everything the server hands the client in the HTML (`#vitrine-data`), so
 * hydration renders exactly what the server did without a second fetch.
 */
export const AppData = t.type(
  {
    route: AppRoute,
    subdomain: t.union([t.string, t.null]),
    /** The site's id: chat messages carry it as `clientId` (the widget ignores other sites'). */
    siteId: t.union([t.string, t.null]),
    /** The site route this page is (`/`, `/about`); the page call's `customRoute`. */
    customRoute: t.string,
    page: t.union([PageResponse, t.null]),
    /** Owner edit mode (signed preview link): the contact modal is off. */
    editMode: t.boolean,
    /** The `page` namespace as i18next resolved it for this request's language. */
    strings: StringBundle,
  },
  'AppData',
)
export type AppData = t.TypeOf<typeof AppData> & {
  /** The `product` route's item (`/products/<slug>`): rendered on the server only, never handed to the client. */
  product?: ProductPageData
  /** The `category` route's category and items (`/products/category/<slug>`): server-only too. */
  category?: CategoryPageData
}

export const APP_DATA_ELEMENT_ID = 'vitrine-data'

/** JSON for a `<script type="application/json">`: `<` escaped so no `</script>` can close it. */
export function serialiseAppData(data: AppData | object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

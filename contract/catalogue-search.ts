import * as t from 'io-ts'
import { answer } from './codec'
import { CHAT_WIDGET_PREFIX } from './auth'
import { CatalogueItem, CatalogueType } from './catalogue'
import { PageNumber } from './page-number'
import { isText, Text } from './text'

/** The search over every item of a site (the shop's search beside each category's own); no token. */
export const CATALOGUE_SEARCH_PATH = `${CHAT_WIDGET_PREFIX}/search_chat_widget_side_catalogue_items`

/** Items of one page of search results. */
export const CATALOGUE_SEARCH_PAGE_SIZE = 20
/** The longest search text, in characters after trimming. */
export const CATALOGUE_SEARCH_MAX_LENGTH = 100

/** Search text: 1 to 100 characters once trimmed (kept trimmed). */
export const SearchText = new t.Type<string, string, unknown>(
  'SearchText',
  (input): input is string => isText(input) && input.trim() === input && input.length > 0,
  (input, context) => {
    if (!isText(input)) return t.failure(input, context, 'expected string')
    const text = input.trim()
    return text.length >= 1 && [...text].length <= CATALOGUE_SEARCH_MAX_LENGTH
      ? t.success(text)
      : t.failure(input, context, `expected 1 to ${CATALOGUE_SEARCH_MAX_LENGTH} characters`)
  },
  String,
)

/**
 * Query of the site search: `q` is found in an item's name or description, case-insensitively (`%` and `_` are
 * plain characters); `page` from 1 (default 1), 20 items a page, by name; `type` keeps one kind of item;
 * `subdomain` names the site when the Host does not.
 *
 * @example
 * { q: 'masala', page: '2', subdomain: 'demo' }
 */
export const CatalogueSearchQuery = t.intersection(
  [t.type({ q: SearchText }), t.partial({ page: PageNumber, type: CatalogueType, subdomain: Text })],
  'CatalogueSearchQuery',
)
export type CatalogueSearchQuery = t.TypeOf<typeof CatalogueSearchQuery>

/** One page of matches; `total` counts every match, `hasMore` says whether a next page has some. */
export const CatalogueSearchResponse = answer(
  { data: t.array(CatalogueItem), page: t.number, total: t.number, hasMore: t.boolean },
  'CatalogueSearchResponse',
)
export type CatalogueSearchResponse = t.TypeOf<typeof CatalogueSearchResponse>

import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { OwnerItem } from './owner-catalogue'
import { shortText } from './owner-catalogue-fields'
import { isText, Text } from './text'

/**
 * The owner's items, a page at a time (a shop may have thousands: the whole
 * list was megabytes), in the catalogue's order, searched on the server.
 */
export const OWNER_CATALOGUE_ITEMS_PATH = '/business_website/owner/catalogue/items'
/** Moves one item a place up or down among the items of its catalogue. */
export const OWNER_ITEM_MOVE_PATH = '/business_website/owner/catalogue/items/move'

/** Items of a page when the query names no `limit`; the most a page may hold. */
export const OWNER_ITEMS_PAGE = 50
export const OWNER_ITEMS_PAGE_MAX = 200
/** At most this many left is 'low' stock. */
export const LOW_STOCK = 5

/** Where a page starts: after the item at this place of the catalogue's order (catalogue, position, id). */
export interface ItemCursor {
  catalogueId: string
  position: number
  id: string
}

/** The opaque `next` of a page; the client sends it back as `after`. */
export const itemCursor = (item: ItemCursor): string => JSON.stringify([item.catalogueId, item.position, item.id])

/** A cursor this server made: the JSON of `[catalogueId, position, id]`. */
export const ItemCursorText = new t.Type<ItemCursor, string, unknown>(
  'ItemCursor',
  (input): input is ItemCursor => typeof input === 'object' && input !== null && 'catalogueId' in input,
  (input, context) => {
    const parts: unknown = typeof input === 'string' && input.length <= 600 ? safeJson(input) : null
    if (!Array.isArray(parts) || parts.length !== 3) return t.failure(input, context, 'notCursor')
    const [catalogueId, position, id] = parts as unknown[]
    return isText(catalogueId) && isText(id) && Number.isSafeInteger(position)
      ? t.success({ catalogueId, position: position as number, id })
      : t.failure(input, context, 'notCursor')
  },
  itemCursor,
)

/** `text` parsed as JSON, or null when it is not JSON. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A page size of a query string: '1' … '200'. */
export const PageLimit = new t.Type<number, string, unknown>(
  'PageLimit',
  (input): input is number => typeof input === 'number' && Number.isInteger(input) && input >= 1,
  (input, context) => {
    const limit = typeof input === 'string' && /^[1-9][0-9]{0,2}$/.test(input) ? Number(input) : NaN
    return limit <= OWNER_ITEMS_PAGE_MAX ? t.success(limit) : t.failure(input, context, 'notLimit')
  },
  String,
)

/** Which stock the Stock view shows: items with an option (or the item itself) out of stock, or at most `LOW_STOCK`. */
export const StockFilter = t.keyof({ out: null, low: null }, 'StockFilter')
export type StockFilter = t.TypeOf<typeof StockFilter>

/**
 * Query of the owner's items. `search` is found, ignoring case, in an item's
 * name, slug, or a variant's or package's name or SKU (`%` and `_` are plain
 * characters); `stock` keeps the items with such a figure; `itemId` one item
 * (the form's refresh after a conflict); `after` is the previous page's
 * `next`. Every part is optional; a bad one answers 400 with its path
 * (`query.after`).
 *
 * @example
 * { search: 'sku-12', limit: '50' }
 * { after: '["c1",4,"i9"]' }
 */
export const OwnerItemsQuery = t.partial(
  { search: shortText(100), stock: StockFilter, itemId: Text, after: ItemCursorText, limit: PageLimit },
  'OwnerItemsQuery',
)
export type OwnerItemsQuery = t.TypeOf<typeof OwnerItemsQuery>

/**
 * One page: `next` is the `after` of the next page (null: the last one). No count of every match: it would read every
 * item on each call, where a page reads only its own.
 */
export const OwnerItemsResponse = answer(
  { items: t.array(OwnerItem), hasMore: t.boolean, next: nullable(Text) },
  'OwnerItemsResponse',
)
export type OwnerItemsResponse = t.TypeOf<typeof OwnerItemsResponse>

export const ItemMoveBody = t.type(
  { itemId: Text, direction: t.keyof({ up: null, down: null }, 'Direction') },
  'ItemMoveBody',
)
export type ItemMoveBody = t.TypeOf<typeof ItemMoveBody>

import type { StorageLike } from '../../engine/session/storage'

/** Client storage keys of the items a `source` entry works on (docs/product.md, 'Screens and routes'). */
export const ITEM_DATA_KEYS = {
  /** `?source=direct_buy`: the item of the single-item order panel. */
  directBuy: 'webOrderItemData',
  /** `?source=send_enquiry_request`: items priced on request. */
  enquiry: 'webOrderSendEnquiryRequestItemData',
  /** `?source=send_enquiry_request`: items asked about with their prices. */
  enquiryWithPrice: 'webOrderSendEnquiryRequestItemWithPriceData',
} as const

export type ItemDataKey = (typeof ITEM_DATA_KEYS)[keyof typeof ITEM_DATA_KEYS]

/**
 * What stored item data must name (docs/product.md, 'Validation rules'): the item's `slug` or its
 * `productId` (`_id` counts as the product id). Whatever else it carries
 * (a chosen variant or package, a quantity) is read when present; names and
 * prices always come from the catalogue.
 */
export interface ItemRef {
  slug?: string
  productId?: string
  selectedVariant?: string
  selectedPackage?: string
  quantity?: number
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined
const idOf = (value: unknown): string | undefined =>
  text(value) ?? (typeof value === 'object' && value !== null ? text((value as { _id?: unknown })._id) : undefined)

/** One stored entry as an `ItemRef`, or null without a slug or product id. */
export function toItemRef(value: unknown): ItemRef | null {
  if (typeof value !== 'object' || value === null) return null
  const entry = value as Record<string, unknown>
  const slug = text(entry.slug)
  const productId = text(entry.productId) ?? text(entry._id)
  if (!slug && !productId) return null
  const ref: ItemRef = {}
  if (slug) ref.slug = slug
  if (productId) ref.productId = productId
  const variant = idOf(entry.selectedVariant)
  const pack = idOf(entry.selectedPackage)
  if (variant) ref.selectedVariant = variant
  if (pack) ref.selectedPackage = pack
  if (typeof entry.quantity === 'number' && Number.isFinite(entry.quantity)) ref.quantity = entry.quantity
  return ref
}

/**
 * The items stored under a key: a JSON object or array of objects, each
 * kept only with a slug or product id. Unparsable data is removed (docs/product.md, 'Validation rules').
 *
 * @example
 * storage.setItem('webOrderItemData', '{"slug":"garam-masala"}')
 * readItemRefs(storage, 'webOrderItemData') // [{ slug: 'garam-masala' }]
 */
export function readItemRefs(storage: StorageLike, key: ItemDataKey): ItemRef[] {
  const raw = storage.getItem(key)
  if (raw === null) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    storage.removeItem(key)
    return []
  }
  const entries = Array.isArray(value) ? value : [value]
  return entries.map(toItemRef).filter((ref): ref is ItemRef => ref !== null)
}

export function writeItemRefs(storage: StorageLike, key: ItemDataKey, refs: readonly ItemRef[]): void {
  if (refs.length === 0) storage.removeItem(key)
  else storage.setItem(key, JSON.stringify(key === ITEM_DATA_KEYS.directBuy ? refs[0] : refs))
}

/** Same item (by product id, else slug). */
export function sameItemRef(a: ItemRef, b: ItemRef): boolean {
  return a.productId && b.productId ? a.productId === b.productId : a.slug !== undefined && a.slug === b.slug
}

/**
 * Adds an item to a stored list, replacing an earlier entry of the same item
 * (a page's deep link, a card's 'Send Enquiry Request').
 */
export function addItemRef(storage: StorageLike, key: ItemDataKey, ref: ItemRef): void {
  const refs = readItemRefs(storage, key).filter((stored) => !sameItemRef(stored, ref))
  writeItemRefs(storage, key, [...refs, ref])
}

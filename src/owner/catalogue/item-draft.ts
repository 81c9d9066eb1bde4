import { decode } from '../../../contract/decode'
import { ITEM_TRANSLATED_FIELDS, ItemInput, itemProblems, type OwnerItem } from '../../../contract/owner-catalogue'
import { translatedKeys } from '../../../contract/translations'
import { slugOf } from '../../../contract/owner-catalogue-fields'

/** An item as the form edits it: the input's fields, with the id and version of the item it came from (none: new). */
export interface ItemDraft {
  itemId: string | null
  version: number
  input: ItemInput
  /** The slug the item is stored with (its page's address now); null for a new item. */
  storedSlug: string | null
}

/** A new item of `catalogueId`: one default variant for a product, one package for a service. */
export function newDraft(catalogueId: string, itemType: ItemInput['itemType']): ItemDraft {
  return {
    itemId: null,
    version: 0,
    storedSlug: null,
    input: {
      catalogueId,
      itemType,
      name: '',
      description: '',
      images: [],
      video: null,
      slug: '',
      variantTitle: null,
      variants: [],
      packages: [],
      pricing: { basePrice: 0, salePrice: null, priceVisible: true, taxApplicable: false, taxRate: 0 },
      hsnCode: null,
      inventoryTotal: null,
      shipping: { available: itemType === 'product', weight: 0, dimensions: { length: 0, width: 0, height: 0 } },
      dispatchPointIds: [],
      button: 'Chat',
      hidden: false,
      ...noTranslations(),
    },
  }
}

/** Every `<field>@<lang>` of an item, empty: the form's boxes exist (and are observed) before the owner types. */
const noTranslations = () => Object.fromEntries(translatedKeys(ITEM_TRANSLATED_FIELDS).map((key) => [key, '']))

/** The form of a stored item. */
export function draftOf(item: OwnerItem): ItemDraft {
  const { _id, version, archived: _archived, position: _position, ...input } = item
  // A plain copy (the item may be a MobX observable, which structuredClone refuses).
  const copy = JSON.parse(JSON.stringify(input)) as ItemInput
  return { itemId: _id, version, storedSlug: item.slug, input: { ...noTranslations(), ...copy } }
}

/** The fields the quick form shows (photo, name, price, catalogue, sizes or packages); the rest are 'More details'. */
const QUICK_PATHS = /^(name|images|catalogueId|pricing\.basePrice|variants|packages|variantTitle)(\.|$)/

/** Whether an error at `path` is beside a field of 'More details'. */
export const isDetailPath = (path: string): boolean => !QUICK_PATHS.test(path)

/**
 * Whether a stored item has any of 'More details' set (its form then opens them): a description, a sale price, tax,
 * a hidden price, tracked stock (of an item without options), a weight, size or dispatch point, a video, a web
 * address of its own, another button, hidden, or a name or description in another language.
 */
export function hasDetails(input: ItemInput): boolean {
  const { pricing, shipping } = input
  return (
    input.description.trim() !== '' ||
    pricing.salePrice !== null ||
    pricing.taxApplicable ||
    !pricing.priceVisible ||
    (input.variants.length === 0 && input.packages.length === 0 && input.inventoryTotal !== null) ||
    shipping.weight > 0 ||
    Object.values(shipping.dimensions).some((side) => side > 0) ||
    input.dispatchPointIds.length > 0 ||
    input.video !== null ||
    (input.slug !== '' && input.slug !== slugOf(input.name)) ||
    input.button !== 'Chat' ||
    input.hidden ||
    translatedKeys(ITEM_TRANSLATED_FIELDS).some((key) => (input[key] ?? '').trim() !== '')
  )
}

/**
 * What the contract's codecs and rules say of the draft, by field path under the item ('name', 'variants.0.stock')
 * → error code; empty when it may be saved.
 */
export function draftErrors(input: ItemInput): Map<string, string> {
  const decoded = decode(ItemInput, input, 'item')
  const errors = decoded.ok ? itemProblems(decoded.value, 'item') : decoded.errors
  return new Map(errors.map((error) => [error.path.replace(/^(body\.)?item\.?/, ''), error.message]))
}

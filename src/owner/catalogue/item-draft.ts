import { decode } from '../../../contract/decode'
import { ItemInput, itemProblems, type OwnerItem } from '../../../contract/owner-catalogue'

/** An item as the form edits it: the input's fields, with the id and version of the item it came from (none: new). */
export interface ItemDraft {
  itemId: string | null
  version: number
  input: ItemInput
}

/** A new item of `catalogueId`: one default variant for a product, one package for a service. */
export function newDraft(catalogueId: string, itemType: ItemInput['itemType']): ItemDraft {
  return {
    itemId: null,
    version: 0,
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
      inventoryTotal: null,
      shipping: { available: itemType === 'product', weight: 0, dimensions: { length: 0, width: 0, height: 0 } },
      dispatchPointIds: [],
      button: 'Chat',
      hidden: false,
    },
  }
}

/** The form of a stored item. */
export function draftOf(item: OwnerItem): ItemDraft {
  const { _id, version, archived: _archived, position: _position, ...input } = item
  // A plain copy (the item may be a MobX observable, which structuredClone refuses).
  return { itemId: _id, version, input: JSON.parse(JSON.stringify(input)) as ItemInput }
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

import type { CartItemInput } from '../../../contract/cart.js'
import { clampQuantity, defaultOption } from '../../../contract/quantity.js'
import { HttpError } from '../../http/errors.js'
import { cartText } from '../cart/index.js'
import { choiceId } from '../cart/index.js'
import type { CatalogueItemRecord } from '../catalogue/index.js'
import { lineDiscount, taxOf, taxRuleOf, unitPrices } from '../catalogue/index.js'

/** Which group a line goes to: shippable products, products for pickup, services. */
export type OrderKind = 'shipping' | 'pickup' | 'service'

/** One line as the server prices it, from the catalogue only (paise). */
export interface PricedLine {
  item: CatalogueItemRecord
  variantId: string | null
  packageId: string | null
  /** The variant's or package's name. */
  optionName: string | null
  quantity: number
  kind: OrderKind
  /** One unit. */
  basePrice: number
  salePrice: number
  gstPercentage: number
  /** Base price × quantity. */
  subtotal: number
  /** (base − sale) × quantity. */
  discount: number
  /** GST on sale price × quantity. */
  gst: number
  /** Sale price × quantity + GST. */
  amount: number
  /** Grams of the whole line. */
  grams: number
  /** False for a quote's free-text line: no catalogue item, so no stock to take. */
  stocked: boolean
}

/** Which group an item's lines go to. */
export const kindOf = (item: CatalogueItemRecord): OrderKind =>
  item.itemType === 'service' ? 'service' : item.shipping.available === true ? 'shipping' : 'pickup'

/** Ids a client item may name its catalogue item by: `_id`, then `productId`. */
export function itemIdsOf(input: CartItemInput): string[] {
  return [input._id, input.productId].filter((id): id is string => typeof id === 'string' && id !== '')
}

/**
 * Prices the lines a client names (price maths): only ids and quantities
 * are read; names, prices, tax and weights come from `items`. An unknown
 * item is 404, one priced on request 400, an unknown variant or package a
 * 400 at its path (`${root}.3.selectedVariant`). Stock is not checked here
 * (the create takes it, in its transaction).
 */
export function priceLines(
  inputs: readonly CartItemInput[],
  items: ReadonlyMap<string, CatalogueItemRecord>,
  root: string,
): PricedLine[] {
  return inputs.map((input, index) => {
    const item = itemIdsOf(input)
      .map((id) => items.get(id))
      .find((found) => found !== undefined)
    if (!item) throw new HttpError(404, cartText.itemNotFound, 'NOT_FOUND')
    if (item.pricing.priceVisible === false) throw new HttpError(400, cartText.priceOnRequest, 'PRICE_ON_REQUEST')
    const { variantId, packageId, optionName } = pickOptions(item, input, `${root}.${index}`)
    const quantity = clampQuantity(input.quantity ?? 1, null)
    const { basePrice, salePrice } = unitPrices(item, variantId, packageId)
    const rule = taxRuleOf(item.pricing)
    const gst = taxOf(salePrice * quantity, rule)
    return {
      item,
      variantId,
      packageId,
      optionName,
      quantity,
      kind: kindOf(item),
      basePrice,
      salePrice,
      gstPercentage: rule.taxApplicable ? rule.taxRate : 0,
      subtotal: basePrice * quantity,
      discount: lineDiscount(basePrice, salePrice, quantity),
      gst,
      amount: salePrice * quantity + gst,
      grams: (item.shipping.weight ?? 0) * quantity,
      stocked: true,
    }
  })
}

/** The chosen variant and package: a named one must exist; none named takes the first in stock, else the first. */
function pickOptions(item: CatalogueItemRecord, input: CartItemInput, path: string) {
  const unknown = (message: string, at: string) => new HttpError(400, message, 'BAD_REQUEST', [{ path: at, message }])
  const variantName = choiceId(input.selectedVariant)
  const packageName = choiceId(input.selectedPackage)
  const variant =
    variantName === undefined
      ? defaultOption(item.variants)
      : item.variants.find((candidate) => candidate._id === variantName)
  if (variantName !== undefined && !variant) throw unknown(cartText.variantNotFound, `${path}.selectedVariant`)
  const pack =
    packageName === undefined
      ? defaultOption(item.packages)
      : item.packages.find((candidate) => candidate._id === packageName)
  if (packageName !== undefined && !pack) throw unknown(cartText.packageNotFound, `${path}.selectedPackage`)
  return { variantId: variant?._id ?? null, packageId: pack?._id ?? null, optionName: (pack ?? variant)?.name ?? null }
}

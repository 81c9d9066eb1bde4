import type { ChoiceInput } from '../../../contract/cart.js'
import { HttpError } from '../../http/errors.js'
import type { CatalogueItemRecord } from '../catalogue/index.js'
import type { CartChoice } from './cart-repository.js'
import { cartText } from './cart-text.js'

/** The id a client sent for a variant or package: the string itself, or the object's `_id`. */
export function choiceId(input: ChoiceInput | undefined): string | undefined {
  const id = typeof input === 'string' ? input : input?._id
  return id === undefined || id === '' ? undefined : id
}

/** The id in an `update` value: a string, or an object's string `_id`. */
export function idOfValue(value: unknown): string | undefined {
  if (typeof value === 'string') return choiceId(value)
  if (typeof value === 'object' && value !== null) {
    const id = (value as { _id?: unknown })._id
    return typeof id === 'string' ? choiceId(id) : undefined
  }
  return undefined
}

/** Where a wrong variant or package id is reported (`body.item.selectedVariant._id`, `body.value`). */
export interface ChoicePaths {
  variant: string
  package: string
}

export const outOfStock = () => new HttpError(400, cartText.outOfStock, 'OUT_OF_STOCK')

const unknownChoice = (message: string, path: string) => new HttpError(400, message, 'BAD_REQUEST', [{ path, message }])

/**
 * The variant and package a cart line gets (docs/product.md). A named one must exist
 * and be in stock ('Out of stock' otherwise); none named takes the first in
 * stock. An item without variants or packages must have inventory left.
 *
 * @example
 * chooseOptions(kashmiriMirch, 'var-kashmiri-mirch-500g', undefined, paths) // throws 400 'Out of stock'
 */
export function chooseOptions(
  item: CatalogueItemRecord,
  variantId: string | undefined,
  packageId: string | undefined,
  paths: ChoicePaths,
): CartChoice {
  if (variantId !== undefined && item.variants.length === 0)
    throw unknownChoice(cartText.variantNotFound, paths.variant)
  if (packageId !== undefined && item.packages.length === 0)
    throw unknownChoice(cartText.packageNotFound, paths.package)
  let chosenVariant: string | null = null
  if (item.variants.length > 0) {
    const variant =
      variantId === undefined
        ? item.variants.find((candidate) => candidate.stock > 0)
        : item.variants.find((candidate) => candidate._id === variantId)
    if (variantId !== undefined && !variant) throw unknownChoice(cartText.variantNotFound, paths.variant)
    if (!variant || variant.stock <= 0) throw outOfStock()
    chosenVariant = variant._id
  }
  let chosenPackage: string | null = null
  if (item.packages.length > 0) {
    const inStock = (stock: number | null | undefined) => stock === null || stock === undefined || stock > 0
    const pack =
      packageId === undefined
        ? item.packages.find((candidate) => inStock(candidate.stock))
        : item.packages.find((candidate) => candidate._id === packageId)
    if (packageId !== undefined && !pack) throw unknownChoice(cartText.packageNotFound, paths.package)
    if (!pack || !inStock(pack.stock)) throw outOfStock()
    chosenPackage = pack._id
  }
  if (
    item.variants.length === 0 &&
    item.packages.length === 0 &&
    item.inventoryTotal !== null &&
    item.inventoryTotal <= 0
  )
    throw outOfStock()
  return { variantId: chosenVariant, packageId: chosenPackage }
}

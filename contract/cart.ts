import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Text, TextValue } from './text'
import { CHAT_WIDGET_PREFIX } from './auth'
import { catalogueItemProps, Rupees } from './catalogue'

/** Server cart calls (signed-in customers; visitors keep `webCart` locally). */
export const CART_PREFIX = `${CHAT_WIDGET_PREFIX}/chat_widget_side_cart`
export const GET_CART_PATH = `${CART_PREFIX}/get_chat_widget_side_cart`
export const CART_ADD_PATH = `${CART_PREFIX}/add`
export const CART_REMOVE_PATH = `${CART_PREFIX}/remove`
export const CART_UPDATE_PATH = `${CART_PREFIX}/update`
export const CART_CLEAR_PATH = `${CART_PREFIX}/clear`
export const CART_SAVE_MERGED_PATH = `${CART_PREFIX}/save_merged_cart`

/** The variant a cart item has chosen; `discountPercentage` is (base − sale) / base, in whole percent. */
export const SelectedVariant = t.type(
  { _id: Text, name: Text, basePrice: Rupees, salePrice: Rupees, stock: t.number, discountPercentage: t.number },
  'SelectedVariant',
)
export const SelectedPackage = t.type(
  { _id: Text, name: Text, price: Rupees, discountPercentage: t.number },
  'SelectedPackage',
)

/**
 * A cart item (docs/product.md, 'Entities and fields'): the catalogue item as it is now (names, prices, stock),
 * plus the cart's choices. Prices in rupees.
 *
 * @example
 * { ...catalogueItem, quantity: 2, selectedVariant: { _id: 'var-garam-masala-100g', name: '100 g', basePrice: 180,
 *   salePrice: 159, stock: 64, discountPercentage: 12 }, selectedPackage: null,
 *   addedAt: '2026-11-22T06:00:00.000Z', updatedAt: '2026-11-22T06:00:00.000Z' }
 */
export const CartItem = t.type(
  {
    ...catalogueItemProps,
    quantity: t.number,
    selectedVariant: nullable(SelectedVariant),
    selectedPackage: nullable(SelectedPackage),
    addedAt: Text,
    updatedAt: Text,
  },
  'CartItem',
)
export type CartItem = t.TypeOf<typeof CartItem>

/** Every cart call answers with the whole cart, in order. */
export const CartResponse = answer({ data: t.array(CartItem) }, 'CartResponse')

/** The `cart-updated` socket event: the customer's server cart changed (any tab or device); `clientId` is the site. */
export const CART_UPDATED_EVENT = 'cart-updated'
export const CartUpdatedEvent = t.type({ clientId: Text })
export type CartUpdatedEvent = t.TypeOf<typeof CartUpdatedEvent>
export type CartResponse = t.TypeOf<typeof CartResponse>

/** A chosen variant or package as the client sends it: its id, or an object with `_id` (other fields ignored). */
export const ChoiceInput = t.union([Text, t.partial({ _id: Text }), t.null], 'ChoiceInput')
export type ChoiceInput = t.TypeOf<typeof ChoiceInput>

/**
 * An item the client puts in the cart. Only the ids and the quantity are
 * read: names, prices and stock always come from the catalogue, so a price in
 * here is ignored. `quantity` follows the quantity rules (a non-number becomes 1).
 *
 * @example
 * { _id: 'i1', selectedVariant: { _id: 'var-garam-masala-250g' }, quantity: 2 }
 */
export const CartItemInput = t.intersection(
  [
    t.union([t.type({ _id: Text }), t.type({ productId: Text })]),
    t.partial({
      _id: Text,
      productId: Text,
      selectedVariant: ChoiceInput,
      selectedPackage: ChoiceInput,
      quantity: TextValue,
    }),
  ],
  'CartItemInput',
)
export type CartItemInput = t.TypeOf<typeof CartItemInput>

const subdomain = t.partial({ subdomain: Text })

export const GetCartQuery = t.intersection([t.type({ customerId: Text }), subdomain], 'GetCartQuery')

export const CartAddBody = t.intersection([t.type({ item: CartItemInput, customerId: Text }), subdomain], 'CartAddBody')
export type CartAddBody = t.TypeOf<typeof CartAddBody>

/** `index`: position in the cart array as last answered. */
export const CartRemoveBody = t.intersection([t.type({ index: t.Int, customerId: Text }), subdomain], 'CartRemoveBody')

/** Fields `update` can change. */
export const CartUpdateField = t.keyof(
  { quantity: null, selectedVariant: null, selectedPackage: null },
  'CartUpdateField',
)
export type CartUpdateField = t.TypeOf<typeof CartUpdateField>

/**
 * Body of `update`. `value`: the quantity (quantity rules), or the id of the new
 * variant / package (changing it resets the quantity to 1).
 *
 * @example
 * { index: 0, field: 'selectedVariant', value: 'var-garam-masala-250g', customerId: 'c1' }
 */
export const CartUpdateBody = t.intersection(
  [t.type({ index: t.Int, field: CartUpdateField, value: TextValue, customerId: Text }), subdomain],
  'CartUpdateBody',
)
export type CartUpdateBody = t.TypeOf<typeof CartUpdateBody>

export const CartClearBody = t.intersection([t.type({ customerId: Text }), subdomain], 'CartClearBody')

/** Body of `save_merged_cart`: the local `webCart` after sign-in; same item + variant + package add quantities. */
export const SaveMergedCartBody = t.intersection(
  [t.type({ customerId: Text, cart: t.array(CartItemInput) }), subdomain],
  'SaveMergedCartBody',
)
export type SaveMergedCartBody = t.TypeOf<typeof SaveMergedCartBody>

/** Most lines a server cart holds (the local cart keeps at most 100 entries too). */
export const MAX_CART_LINES = 100

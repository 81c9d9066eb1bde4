import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Text } from './text'
import { CHAT_WIDGET_PREFIX } from './auth'

/** Catalogue calls; browsing needs no token (visitors browse too). */
export const CATALOGUE_PATH = `${CHAT_WIDGET_PREFIX}/get_chat_widget_side_topics_catalogue`
export const CATALOGUE_ITEMS_PATH = `${CHAT_WIDGET_PREFIX}/get_chat_widget_side_topics_catalogue_items`

/**
 * An amount of money on the wire: rupees, a number with at most 2 decimals
 * (`159.5`). The server keeps integer paise and converts in one place.
 */
export const Rupees = t.number

export const CatalogueType = t.keyof({ product: null, service: null }, 'CatalogueType')
export type CatalogueType = t.TypeOf<typeof CatalogueType>

/**
 * Body of `get_chat_widget_side_topics_catalogue`: the topic's `_id`; `subdomain` when the Host does not name the site.
 */
export const CatalogueBody = t.intersection(
  [t.type({ selectedTopic: Text }), t.partial({ subdomain: Text })],
  'CatalogueBody',
)
export type CatalogueBody = t.TypeOf<typeof CatalogueBody>

/** A category as a catalogue carries it; `totalItems` counts the items of its catalogues. */
export const CatalogueCategory = t.type(
  {
    _id: Text,
    name: Text,
    image: nullable(Text),
    totalItems: t.number,
    type: CatalogueType,
    catalogueType: CatalogueType,
  },
  'CatalogueCategory',
)

/**
 * A catalogue of a topic, with its category.
 *
 * @example
 * { _id: 'c1', type: 'product', catalogueType: 'product', name: 'Pickles', description: 'Sun-cured…',
 *   categoryId: {
 *     _id: 'k1', name: 'Pickles', image: '/demo/categories/pickles.svg', totalItems: 5,
 *     type: 'product', catalogueType: 'product' } }
 */
export const Catalogue = t.type(
  {
    _id: Text,
    type: CatalogueType,
    catalogueType: CatalogueType,
    name: Text,
    description: nullable(Text),
    categoryId: CatalogueCategory,
  },
  'Catalogue',
)
export type Catalogue = t.TypeOf<typeof Catalogue>

export const CatalogueResponse = answer({ data: t.array(Catalogue) }, 'CatalogueResponse')
export type CatalogueResponse = t.TypeOf<typeof CatalogueResponse>

/** A selector the chosen one rules out: it must be absent (a query names exactly one of them). */
const NotAlso = new t.Type<undefined, undefined, unknown>(
  'NotAlso',
  (input): input is undefined => input === undefined,
  (input, context) =>
    input === undefined
      ? t.success(undefined)
      : t.failure(input, context, 'give only one of catalogueId, slug, productId'),
  () => undefined,
)

const ByCatalogue = t.intersection(
  [t.type({ catalogueId: Text }), t.partial({ slug: NotAlso, productId: NotAlso })],
  'ByCatalogue',
)
const BySlug = t.intersection(
  [t.type({ slug: Text }), t.partial({ catalogueId: NotAlso, productId: NotAlso })],
  'BySlug',
)
const ByProductId = t.intersection(
  [t.type({ productId: Text }), t.partial({ catalogueId: NotAlso, slug: NotAlso })],
  'ByProductId',
)

/**
 * Query of `get_chat_widget_side_topics_catalogue_items`: exactly one of
 * - `catalogueId`: the items of that catalogue, in their order (404 when the site has no such catalogue);
 * - `slug` or `productId` (the item `_id`): the one item of the site with it, as a
 *   one-entry list, or an empty list when there is none (a published-page button
 *   deep-links to an item by these).
 *
 * `type` keeps only items of that kind; `subdomain` names the site when the Host
 * does not. None of the three selectors is a 400 naming `query.catalogueId`,
 * `query.slug` and `query.productId`; two of them is a 400 too.
 *
 * @example
 * { catalogueId: 'c1', type: 'product', subdomain: 'demo' }
 * { slug: 'garam-masala' }
 * { productId: 'i1', type: 'product' }
 */
export const CatalogueItemsQuery = t.intersection(
  [t.union([ByCatalogue, BySlug, ByProductId]), t.partial({ type: CatalogueType, subdomain: Text })],
  'CatalogueItemsQuery',
)
export type CatalogueItemsQuery = t.TypeOf<typeof CatalogueItemsQuery>

export const Variant = t.type(
  { _id: Text, name: Text, basePrice: Rupees, salePrice: Rupees, stock: t.number },
  'Variant',
)
export type Variant = t.TypeOf<typeof Variant>

/** A service package; `stock: null` is unlimited. */
export const Package = t.type(
  { _id: Text, name: Text, price: Rupees, discountPercentage: t.number, stock: nullable(t.number) },
  'Package',
)
export type Package = t.TypeOf<typeof Package>

export const Pricing = t.type(
  { basePrice: Rupees, salePrice: Rupees, priceVisible: t.boolean, taxApplicable: t.boolean, taxRate: t.number },
  'Pricing',
)

export const DispatchPoint = t.type({ _id: Text, name: Text, pincode: Text, city: Text, state: Text }, 'DispatchPoint')
export type DispatchPoint = t.TypeOf<typeof DispatchPoint>

export const Shipping = t.type(
  {
    available: t.boolean,
    weight: t.number,
    dimensions: t.type({ length: t.number, width: t.number, height: t.number }),
  },
  'Shipping',
)

/** Fields of a catalogue item, shared with the cart item (`contract/cart.ts`). */
export const catalogueItemProps = {
  _id: Text,
  name: Text,
  description: Text,
  images: t.array(Text),
  video: nullable(Text),
  itemType: CatalogueType,
  slug: Text,
  /** Same as `_id`. */
  productId: Text,
  variants: t.array(Variant),
  variantTitle: nullable(Text),
  packages: t.array(Package),
  pricing: Pricing,
  priceVisible: t.boolean,
  taxApplicable: t.boolean,
  taxRate: t.number,
  /** `totalQuantity: null` when stock is not tracked. */
  inventory: t.type({ totalQuantity: nullable(t.number) }),
  shipping: Shipping,
  dispatchPoints: t.array(DispatchPoint),
  button: nullable(Text),
  category: t.type({ _id: Text, name: Text }),
}

/**
 * A catalogue item (docs/product.md, 'Entities and fields'), prices in rupees.
 *
 * @example
 * { _id: 'i1', productId: 'i1', name: 'Jaipuri Garam Masala', itemType: 'product', slug: 'garam-masala',
 *   variants: [{ _id: 'var-garam-masala-100g', name: '100 g', basePrice: 180, salePrice: 159, stock: 64 }], … }
 */
export const CatalogueItem = t.type(catalogueItemProps, 'CatalogueItem')
export type CatalogueItem = t.TypeOf<typeof CatalogueItem>

export const CatalogueItemsResponse = answer({ data: t.array(CatalogueItem) }, 'CatalogueItemsResponse')
export type CatalogueItemsResponse = t.TypeOf<typeof CatalogueItemsResponse>

import * as t from 'io-ts'
import { nullable } from './codec'
import { Text } from './text'

// Not `CatalogueType` and `Rupees` of `./catalogue.ts`: importing that module from here (the page codec imports this
// one) reorders the widget's shared chunk and costs it bytes it does not have (bench/initial-js.bench.ts).
const ItemType = t.keyof({ product: null, service: null })
const Rupees = t.number

/**
 * What the storefront sections (Products, Categories) show of the live catalogue: the page service reads it with
 * the page, by site, in one query, only for a page that has such a section; it is cached with the page and dropped
 * on `catalogue.changed`. Only items a visitor may see (neither hidden nor archived). Prices in rupees.
 */

/**
 * An item as a product card shows it: the lowest and highest price a visitor pays (its variants' or packages'
 * range; one price when they agree), the price before a sale (`was`, only when the item has one price), and whether
 * any of it can be bought.
 *
 * @example
 * { id: 'i1', slug: 'garam-masala', name: 'Jaipuri Garam Masala', categoryId: 'k1', itemType: 'product',
 *   image: '/demo/garam-masala.jpg', priceVisible: true, price: { min: 159, max: 399, was: null }, inStock: true }
 */
export const StorefrontItem = t.type(
  {
    id: Text,
    slug: Text,
    name: Text,
    categoryId: Text,
    itemType: ItemType,
    image: nullable(Text),
    priceVisible: t.boolean,
    price: t.type({ min: Rupees, max: Rupees, was: nullable(Rupees) }),
    inStock: t.boolean,
  },
  'StorefrontItem',
)
export type StorefrontItem = t.TypeOf<typeof StorefrontItem>

/** A category with at least one item a visitor sees, in the shop's order; `slug` names its page (`categoryPath`). */
export const StorefrontCategory = t.type(
  { id: Text, slug: Text, name: Text, image: nullable(Text), items: t.number },
  'StorefrontCategory',
)
export type StorefrontCategory = t.TypeOf<typeof StorefrontCategory>

/**
 * The shop's items a storefront section may show: `items` in the shop's order (category, catalogue, position),
 * `newest` their ids newest first, `bestselling` their ids by the units the shop's orders (placed, not cancelled)
 * hold of them, most first, ties newest first.
 */
export const Storefront = t.type(
  {
    items: t.array(StorefrontItem),
    newest: t.array(Text),
    bestselling: t.array(Text),
    categories: t.array(StorefrontCategory),
  },
  'Storefront',
)
export type Storefront = t.TypeOf<typeof Storefront>

/** Which items a Products section shows: the newest, the bestselling, a category's, or the ones the owner picked. */
export type ProductsShow = 'newest' | 'bestselling' | 'category' | 'items'

/** A Products section's binding: what it shows, in what order, how many. */
export interface ProductsBinding {
  show: ProductsShow
  category?: string
  items: readonly string[]
  limit: number
  order: 'shop' | 'newest' | 'lowestPrice'
}

/**
 * The items a Products section shows, from the storefront: the same rule on the server (which ships only these)
 * and in the section (which renders them), so the two cannot disagree. Unknown ids are skipped.
 *
 * @example
 * selectProducts(storefront, { show: 'category', category: 'k1', items: [], limit: 4, order: 'lowestPrice' })
 */
export function selectProducts(storefront: Storefront, binding: ProductsBinding): StorefrontItem[] {
  const byId = new Map(storefront.items.map((item) => [item.id, item]))
  const ranked = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? [])
  let chosen: StorefrontItem[]
  if (binding.show === 'items') chosen = ranked(binding.items)
  else if (binding.show === 'category') {
    const inCategory = (item: StorefrontItem) => item.categoryId === binding.category
    chosen = (binding.order === 'newest' ? ranked(storefront.newest) : storefront.items).filter(inCategory)
  } else chosen = ranked(binding.show === 'bestselling' ? storefront.bestselling : storefront.newest)
  // The newest and the bestselling are an order of their own.
  if (binding.order === 'lowestPrice' && (binding.show === 'category' || binding.show === 'items'))
    chosen = [...chosen].sort((a, b) => a.price.min - b.price.min)
  return chosen.slice(0, binding.limit)
}

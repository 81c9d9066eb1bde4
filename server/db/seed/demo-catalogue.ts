/**
 * Demo catalogue for "Kesar Kitchen" (Jaipur): topics, dispatch points, categories, catalogues and items.
 * Plain data, no database code; the seeder maps keys to generated ids.
 *
 * Money is integer paise (₹180 is 18000). Weights are grams, dimensions centimetres.
 * Food carries 5% GST, services 18%.
 *
 * Cases worth knowing when testing:
 * - out of stock: the 500 g variant of Kashmiri Lal Mirch Powder (`var-kashmiri-mirch-500g`) is the only stock-0 variant;
 * - price on request (`priceVisible: false`): Wholesale Masala Tins, Pickle Barni for Restaurants;
 * - not shippable (local pickup in Jaipur): Jaipuri Ghevar, Mawa Kachori;
 * - dispatch: most products ship from Jaipur; Besan Ladoo ships from Delhi first, Methi Mathri only from Delhi;
 *   Jaipur delivers all over India, Delhi only to Delhi and its neighbours (so Methi Mathri cannot reach Jaipur).
 */
import demoCatalogue from './demo-catalogue.json'

export type CatalogueType = 'product' | 'service'

export interface DemoTopic {
  _id: string
  name: string
  description: string
  image: string
}

export interface DemoDispatchPoint {
  key: string
  name: string
  /** Street address (the owner edits it in Settings, Delivery). */
  address: string
  pincode: string
  city: string
  state: string
  /** Where it delivers: states (any case) and pincode prefixes; an address matching either is served. */
  servesStates: string[]
  servesPincodePrefixes: string[]
  /** Paise per shipment, plus paise per started kilogram of `shipping.weight`. */
  baseCharge: number
  perKgCharge: number
  /** Goods of at least this value (paise, with GST) ship free; null: never free. */
  freeShippingAbove: number | null
}

export interface DemoCategory {
  key: string
  name: string
  image: string
  catalogueType: CatalogueType
}

export interface DemoCatalogue {
  key: string
  categoryKey: string
  topicId: string
  catalogueType: CatalogueType
  name: string
  description: string
}

export interface DemoVariant {
  _id: string
  name: string
  basePrice: number
  salePrice: number
  stock: number
}

export interface DemoPackage {
  _id: string
  name: string
  price: number
  discountPercentage: number
  stock: number | null
}

export interface DemoPricing {
  basePrice: number
  salePrice: number
  priceVisible: boolean
  taxApplicable: boolean
  taxRate: number
}

export interface DemoShipping {
  available: boolean
  weight: number
  dimensions: { length: number; width: number; height: number }
}

export interface DemoItem {
  key: string
  catalogueKey: string
  itemType: CatalogueType
  name: string
  slug: string
  description: string
  images: string[]
  variantTitle: string | null
  variants: DemoVariant[]
  packages: DemoPackage[]
  pricing: DemoPricing
  inventoryTotal: number | null
  shipping: DemoShipping
  dispatchPointKeys: string[]
  button: 'Chat' | 'Contact' | null
}

/** Rupees to paise. */
const rupees = (amount: number): number => Math.round(amount * 100)

const FOOD_GST = 5
const SERVICE_GST = 18

export const demoDispatchPoints: DemoDispatchPoint[] = [
  {
    key: 'dp-jaipur',
    name: 'Kesar Kitchen, Malviya Nagar',
    address: 'B-14, Malviya Nagar',
    pincode: '302017',
    city: 'Jaipur',
    state: 'Rajasthan',
    // Everywhere in India (pincodes start 1–8): ₹60 + ₹40 a kg, free from ₹999.
    servesStates: [],
    servesPincodePrefixes: ['1', '2', '3', '4', '5', '6', '7', '8'],
    baseCharge: rupees(60),
    perKgCharge: rupees(40),
    freeShippingAbove: rupees(999),
  },
  {
    key: 'dp-delhi',
    name: 'Delhi partner store, Connaught Place',
    address: 'N-Block, Connaught Place',
    pincode: '110001',
    city: 'New Delhi',
    state: 'Delhi',
    // Delhi and its neighbours (Faridabad 121, Gurugram 122, Ghaziabad and Noida 201): ₹40 + ₹30 a kg, free from ₹499.
    servesStates: ['Delhi'],
    servesPincodePrefixes: ['121', '122', '201'],
    baseCharge: rupees(40),
    perKgCharge: rupees(30),
    freeShippingAbove: rupees(499),
  },
]

// ---------------------------------------------------------------------------------------------
// Topics, categories, catalogues and items are data (`demo-catalogue.json`, prices in rupees); `demoItems` builds
// each item's plain object from its line there.

type Dimensions = [length: number, width: number, height: number]

/** A product as `demo-catalogue.json` writes it. */
interface ProductSpec {
  key: string
  catalogueKey: string
  name: string
  slug: string
  description: string
  variantTitle?: string
  /** `[_id, name, base rupees, sale rupees, stock]` each. */
  variants?: [string, string, number, number, number][]
  /** For items without variants: `[base rupees, sale rupees, stock]`. */
  price?: [number, number, number]
  priceVisible?: boolean
  shippable?: boolean
  weight: number
  dimensions: Dimensions
  dispatchPointKeys: string[]
  /** 'Chat' when left out. */
  button?: 'Chat' | 'Contact' | null
}

/** A service as `demo-catalogue.json` writes it. */
interface ServiceSpec {
  key: string
  catalogueKey: string
  name: string
  slug: string
  description: string
  /** `[_id, name, price rupees, discount percentage, stock or null]` each. */
  packages: [string, string, number, number, number | null][]
  button: 'Chat' | 'Contact'
}

const data = demoCatalogue as unknown as {
  topics: DemoTopic[]
  categories: DemoCategory[]
  catalogues: DemoCatalogue[]
  products: ProductSpec[]
  services: ServiceSpec[]
}
export const demoTopics: DemoTopic[] = data.topics
export const demoCategories: DemoCategory[] = data.categories
export const demoCatalogues: DemoCatalogue[] = data.catalogues

/** What a product and a service share: where it sits, its words and its one picture. */
function itemBase(spec: ProductSpec | ServiceSpec, itemType: CatalogueType) {
  const { key, catalogueKey, name, slug, description } = spec
  return { key, catalogueKey, itemType, name, slug, description, images: [`/demo/items/${slug}.svg`] }
}

function product(spec: ProductSpec): DemoItem {
  const variants = (spec.variants ?? []).map(([_id, name, base, sale, stock]): DemoVariant => ({
    _id,
    name,
    basePrice: rupees(base),
    salePrice: rupees(sale),
    stock,
  }))
  const first = variants[0]
  const basePrice = first ? first.basePrice : rupees(spec.price?.[0] ?? 0)
  const salePrice = first ? first.salePrice : spec.price ? rupees(spec.price[1]) : basePrice
  const inventoryTotal = first ? variants.reduce((sum, v) => sum + v.stock, 0) : (spec.price?.[2] ?? null)
  const [length, width, height] = spec.dimensions
  return {
    ...itemBase(spec, 'product'),
    variantTitle: first ? (spec.variantTitle ?? 'Size') : null,
    variants,
    packages: [],
    pricing: { basePrice, salePrice, priceVisible: spec.priceVisible ?? true, taxApplicable: true, taxRate: FOOD_GST },
    inventoryTotal,
    shipping: { available: spec.shippable ?? true, weight: spec.weight, dimensions: { length, width, height } },
    dispatchPointKeys: spec.dispatchPointKeys,
    button: spec.button === undefined ? 'Chat' : spec.button,
  }
}

function service(spec: ServiceSpec): DemoItem {
  const packages = spec.packages.map(([_id, name, price, discountPercentage, stock]): DemoPackage => ({
    _id,
    name,
    price: rupees(price),
    discountPercentage,
    stock,
  }))
  const from = packages[0]!.price
  return {
    ...itemBase(spec, 'service'),
    variantTitle: null,
    variants: [],
    packages,
    pricing: { basePrice: from, salePrice: from, priceVisible: true, taxApplicable: true, taxRate: SERVICE_GST },
    inventoryTotal: null,
    shipping: { available: false, weight: 0, dimensions: { length: 0, width: 0, height: 0 } },
    dispatchPointKeys: [],
    button: spec.button,
  }
}

/** The products (spice blends, pickles, sweets), then the services (catering, workshops). */
export const demoItems: DemoItem[] = [...data.products.map(product), ...data.services.map(service)]

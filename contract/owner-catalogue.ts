import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { CatalogueType } from './catalogue'
import type { FieldError } from './decode'
import {
  Count,
  ImageUrl,
  LIMITS,
  Measure,
  Money,
  Percent,
  Slug,
  VideoUrl,
  requiredText,
  shortText,
  upTo,
} from './owner-catalogue-fields'
import { Text } from './text'
import { translatedProps } from './translations'

export { LIMITS, slugOf, type FieldErrorCode } from './owner-catalogue-fields'

/** The owner's catalogue studio: under the owner key or session cookie, every row looked up by the owner's site. */
export const OWNER_CATALOGUE_PATH = '/business_website/owner/catalogue'
export const OWNER_ITEM_CREATE_PATH = '/business_website/owner/catalogue/items/create'
export const OWNER_ITEM_UPDATE_PATH = '/business_website/owner/catalogue/items/update'
export const OWNER_ITEM_DUPLICATE_PATH = '/business_website/owner/catalogue/items/duplicate'
export const OWNER_ITEM_DELETE_PATH = '/business_website/owner/catalogue/items/delete'
export const OWNER_ITEM_VISIBILITY_PATH = '/business_website/owner/catalogue/items/visibility'
export const OWNER_CATALOGUE_ORDER_PATH = '/business_website/owner/catalogue/order'
export const OWNER_STOCK_PATH = '/business_website/owner/catalogue/stock'
export const OWNER_CATEGORY_SAVE_PATH = '/business_website/owner/catalogue/categories/save'
export const OWNER_SECTION_SAVE_PATH = '/business_website/owner/catalogue/catalogues/save'
export const OWNER_TOPICS_SAVE_PATH = '/business_website/owner/catalogue/topics/save'

/** A variant as the owner edits it; `_id` absent for a new one. Prices in rupees. */
export const VariantInput = t.intersection([
  t.type({
    name: requiredText(LIMITS.name),
    basePrice: Money,
    salePrice: nullable(Money),
    stock: Count,
    sku: shortText(LIMITS.sku),
    weight: nullable(Measure),
    isDefault: t.boolean,
  }),
  t.partial({ _id: Text }),
])
export type VariantInput = t.TypeOf<typeof VariantInput>

/** A service package; `stock: null` is unlimited. */
export const PackageInput = t.intersection([
  t.type({
    name: requiredText(LIMITS.name),
    price: Money,
    discountPercentage: Percent,
    stock: nullable(Count),
  }),
  t.partial({ _id: Text }),
])
export type PackageInput = t.TypeOf<typeof PackageInput>

export const ButtonKind = t.keyof({ Chat: null, Contact: null }, 'ButtonKind')

/** The texts of an item an owner may give in each other language (`name@hi`, `description@hi`). */
export const ITEM_TRANSLATED_FIELDS = ['name', 'description'] as const
const itemTranslations = t.partial(
  translatedProps({ name: shortText(LIMITS.name), description: shortText(LIMITS.description) }),
  'ItemTranslations',
)

/**
 * Every field of an item the widget shows. `slug: ''` asks the server to make one from the name. Its name and
 * description in another language are optional `<field>@<lang>` keys (`'name@hi'`, contract/translations.ts).
 */
const itemFields = t.type(
  {
    catalogueId: requiredText(200),
    itemType: CatalogueType,
    name: requiredText(LIMITS.name),
    description: shortText(LIMITS.description),
    images: upTo(ImageUrl, LIMITS.images),
    video: nullable(VideoUrl),
    slug: t.union([Slug, t.literal('')]),
    variantTitle: nullable(shortText(LIMITS.name)),
    variants: upTo(VariantInput, LIMITS.variants),
    packages: upTo(PackageInput, LIMITS.packages),
    pricing: t.type({
      basePrice: Money,
      salePrice: nullable(Money),
      priceVisible: t.boolean,
      taxApplicable: t.boolean,
      taxRate: Percent,
    }),
    /** Stock of an item without variants; null: not tracked. */
    inventoryTotal: nullable(Count),
    shipping: t.type({
      available: t.boolean,
      weight: Measure,
      dimensions: t.type({ length: Measure, width: Measure, height: Measure }),
    }),
    /**
     * The dispatch points a shippable item ships from, an exception the owner chose; none (the default): every point
     * of the site, including points added later. An item the owner wants collected only has `shipping.available` off.
     */
    dispatchPointIds: t.array(Text),
    button: nullable(ButtonKind),
    hidden: t.boolean,
  },
  'ItemFields',
)
/** An HSN code (goods: 4, 6 or 8 digits) or SAC (services: 6 digits), as a GST invoice prints it. */
export const HsnCode = t.refinement(Text, (value) => /^\d{4}(\d{2}){0,2}$/.test(value), 'HsnCode')

/** What an item's invoice lines print: its HSN/SAC code, or null (none given). Optional: older clients omit it. */
const itemTax = t.partial({ hsnCode: nullable(HsnCode) })

export const ItemInput = t.intersection([itemFields, itemTranslations, itemTax], 'ItemInput')
export type ItemInput = t.TypeOf<typeof ItemInput>

/**
 * The rules across fields, as paths under `root`: a sale price above its base price, and not exactly one default
 * variant.
 */
export function itemProblems(item: ItemInput, root: string): FieldError[] {
  const problems: FieldError[] = []
  const sale = (base: number, salePrice: number | null, path: string) => {
    if (salePrice !== null && salePrice > base) problems.push({ path: `${root}.${path}`, message: 'saleAboveBase' })
  }
  sale(item.pricing.basePrice, item.pricing.salePrice, 'pricing.salePrice')
  item.variants.forEach((variant, index) => sale(variant.basePrice, variant.salePrice, `variants.${index}.salePrice`))
  if (item.variants.length > 0 && item.variants.filter((variant) => variant.isDefault).length !== 1)
    problems.push({ path: `${root}.variants`, message: 'oneDefault' })
  return problems
}

/** An item as the owner's studio shows it: the input's fields with ids, its version and whether it is archived. */
export const OwnerItem = t.intersection([
  ItemInput,
  t.type({
    _id: Text,
    version: t.number,
    archived: t.boolean,
    position: t.number,
    variants: t.array(t.intersection([VariantInput, t.type({ _id: Text })])),
    packages: t.array(t.intersection([PackageInput, t.type({ _id: Text })])),
  }),
])
export type OwnerItem = t.TypeOf<typeof OwnerItem>

export const OwnerCategory = t.type({
  _id: Text,
  name: Text,
  image: nullable(Text),
  catalogueType: CatalogueType,
  position: t.number,
})
export type OwnerCategory = t.TypeOf<typeof OwnerCategory>

/** A catalogue: a category shown under a topic (`topicId`), with its own name and description. */
export const OwnerSection = t.type({
  _id: Text,
  topicId: nullable(Text),
  categoryId: Text,
  catalogueType: CatalogueType,
  name: Text,
  description: nullable(Text),
  position: t.number,
})
export type OwnerSection = t.TypeOf<typeof OwnerSection>

/** The texts of a topic an owner may give in each other language (`name@hi`, `description@hi`). */
export const TOPIC_TRANSLATED_FIELDS = ['name', 'description'] as const
const topicTranslations = translatedProps({ name: shortText(LIMITS.name), description: shortText(LIMITS.description) })

/** A topic of the widget's first screen; the catalogues naming it (`topicId`) are where it leads. */
export const TopicInput = t.intersection([
  t.type({
    name: requiredText(LIMITS.name),
    description: shortText(LIMITS.description),
    image: nullable(ImageUrl),
  }),
  t.partial({ _id: Text, ...topicTranslations }),
])
export type TopicInput = t.TypeOf<typeof TopicInput>
/** A topic as the studio shows it, with its texts in other languages (`name@hi`) when the owner gave them. */
export const OwnerTopic = t.intersection([
  t.type({ _id: Text, name: Text, description: Text, image: nullable(Text) }),
  t.partial(topicTranslations),
])
export type OwnerTopic = t.TypeOf<typeof OwnerTopic>
/** Every topic, in the order shown (a topic left out is removed; its catalogues lead nowhere until moved). */
export const TopicsSaveBody = t.type({ topics: upTo(TopicInput, 30) }, 'TopicsSaveBody')

/** The catalogue's shape; its items come a page at a time (`OWNER_CATALOGUE_ITEMS_PATH`). */
export const OwnerCatalogueResponse = answer({
  topics: t.array(OwnerTopic),
  /** Where items ship from: every one, unless an item names some (`dispatchPointIds`). */
  dispatchPoints: t.array(t.type({ _id: Text, name: Text, city: Text })),
  categories: t.array(OwnerCategory),
  catalogues: t.array(OwnerSection),
})
export type OwnerCatalogueResponse = t.TypeOf<typeof OwnerCatalogueResponse>

export const ItemCreateBody = t.type({ item: ItemInput }, 'ItemCreateBody')
/** `version`: the one the owner loaded; another save since then answers 409 with `ItemConflict`. */
export const ItemUpdateBody = t.type({ itemId: Text, version: t.number, item: ItemInput }, 'ItemUpdateBody')
export const ItemRefBody = t.type({ itemId: Text }, 'ItemRefBody')
export const ItemVisibilityBody = t.type({ itemId: Text, hidden: t.boolean }, 'ItemVisibilityBody')
export const ItemResponse = answer({ item: OwnerItem })
export type ItemResponse = t.TypeOf<typeof ItemResponse>
/** `archived`: orders name the item, so it was hidden for good instead of erased. */
export const ItemDeleteResponse = answer({ outcome: t.keyof({ deleted: null, archived: null }) })

/** 409 of an update: the fields another save changed since `version`, and the item as it is now. */
export const ItemConflict = answer({
  code: t.literal('CONFLICT'),
  changed: t.array(Text),
  item: OwnerItem,
})
export type ItemConflict = t.TypeOf<typeof ItemConflict>

/** New order of the items of a catalogue, of the catalogues of a topic, or of the categories. */
export const CatalogueOrderBody = t.type({
  kind: t.keyof({ items: null, catalogues: null, categories: null }),
  ids: t.array(Text),
})

/** One stock figure: of a variant or a package (`optionId`), or of an item without variants (`optionId: null`). */
export const StockBody = t.type({ itemId: Text, optionId: nullable(Text), stock: nullable(Count) })
export type StockBody = t.TypeOf<typeof StockBody>

export const CategorySaveBody = t.intersection([
  t.type({ name: requiredText(LIMITS.name), image: nullable(ImageUrl), catalogueType: CatalogueType }),
  t.partial({ _id: Text }),
])
export const SectionSaveBody = t.intersection([
  t.type({
    topicId: nullable(Text),
    categoryId: requiredText(200),
    name: requiredText(LIMITS.name),
    description: nullable(shortText(LIMITS.description)),
  }),
  t.partial({ _id: Text }),
])

export { CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent } from './catalogue-live'

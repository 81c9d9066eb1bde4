import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import { ITEM_TRANSLATED_FIELDS, type ItemInput, type OwnerItem } from '../../../contract/owner-catalogue.js'
import { translatedKeys, translationsOf } from '../../../contract/translations.js'
import { json, type CatalogueItemsTable } from '../../db/schema.js'
import { toPaise, toRupees } from '../../../contract/pricing.js'

/*
 * An item between the owner's wire shape (rupees, `ItemInput`) and its row
 * (paise, jsonb lists). New variants and packages get their ids here; the
 * default variant is stored first (the widget picks the first one in stock).
 */

export type ItemRow = Selectable<CatalogueItemsTable>

/** The columns an owner save writes (all but id, site, position and version). */
export function toColumns(item: ItemInput, slug: string) {
  const variants = [...item.variants]
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map((variant) => ({
      _id: variant._id ?? randomUUID(),
      name: variant.name.trim(),
      basePrice: toPaise(variant.basePrice),
      salePrice: toPaise(variant.salePrice ?? variant.basePrice),
      stock: variant.stock,
      sku: variant.sku.trim(),
      weight: variant.weight,
      isDefault: variant.isDefault,
    }))
  const packages = item.packages.map((pack) => ({
    _id: pack._id ?? randomUUID(),
    name: pack.name.trim(),
    price: toPaise(pack.price),
    discountPercentage: pack.discountPercentage,
    stock: pack.stock,
  }))
  const { pricing } = item
  return {
    catalogueId: item.catalogueId,
    itemType: item.itemType,
    name: item.name.trim(),
    slug,
    description: item.description,
    images: json(item.images),
    video: item.video,
    variantTitle: item.variantTitle,
    variants: json(variants as unknown[]),
    packages: json(packages as unknown[]),
    pricing: json({
      basePrice: toPaise(pricing.basePrice),
      salePrice: pricing.salePrice === null ? null : toPaise(pricing.salePrice),
      priceVisible: pricing.priceVisible,
      taxApplicable: pricing.taxApplicable,
      taxRate: pricing.taxRate,
    } as unknown),
    // With variants the total is their sum, as the order module's stock keeps it.
    inventoryTotal:
      variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : item.inventoryTotal,
    shipping: json(item.shipping as unknown),
    dispatchPointIds: json(item.dispatchPointIds),
    button: item.button,
    hidden: item.hidden,
    translations: json(translationsOf(item, ITEM_TRANSLATED_FIELDS)),
    // A save without the field (an older client, a CSV row) keeps the code the item has.
    ...(item.hsnCode !== undefined && { hsnCode: item.hsnCode }),
  }
}

interface RowVariant {
  _id: string
  name: string
  basePrice: number
  salePrice: number
  stock: number
  sku?: string
  weight?: number | null
  isDefault?: boolean
}
interface RowPackage {
  _id: string
  name: string
  price: number
  discountPercentage?: number
  stock?: number | null
}
interface RowPricing {
  basePrice: number
  salePrice?: number | null
  priceVisible?: boolean
  taxApplicable?: boolean
  taxRate?: number
}
interface RowShipping {
  available?: boolean
  weight?: number
  dimensions?: { length?: number; width?: number; height?: number }
}

/** A row as the owner's studio shows it (the row was written by `toColumns` or the seed). */
export function toOwnerItem(row: ItemRow): OwnerItem {
  const variants = row.variants as RowVariant[]
  const pricing = row.pricing as RowPricing
  const shipping = row.shipping as RowShipping
  const dimensions = shipping.dimensions ?? {}
  return {
    _id: row.id,
    version: row.version,
    archived: row.archivedAt !== null,
    position: row.position,
    catalogueId: row.catalogueId,
    itemType: row.itemType,
    name: row.name,
    description: row.description,
    images: row.images as string[],
    video: row.video,
    hsnCode: row.hsnCode ?? null,
    slug: row.slug,
    variantTitle: row.variantTitle,
    variants: variants.map((variant, index) => ({
      _id: variant._id,
      name: variant.name,
      basePrice: toRupees(variant.basePrice),
      salePrice: variant.salePrice === variant.basePrice ? null : toRupees(variant.salePrice),
      stock: variant.stock,
      sku: variant.sku ?? '',
      weight: variant.weight ?? null,
      isDefault: variants.some((other) => other.isDefault) ? variant.isDefault === true : index === 0,
    })),
    packages: (row.packages as RowPackage[]).map((pack) => ({
      _id: pack._id,
      name: pack.name,
      price: toRupees(pack.price),
      discountPercentage: pack.discountPercentage ?? 0,
      stock: pack.stock ?? null,
    })),
    pricing: {
      basePrice: toRupees(pricing.basePrice),
      salePrice: pricing.salePrice === null || pricing.salePrice === undefined ? null : toRupees(pricing.salePrice),
      priceVisible: pricing.priceVisible ?? true,
      taxApplicable: pricing.taxApplicable ?? false,
      taxRate: pricing.taxRate ?? 0,
    },
    inventoryTotal: row.inventoryTotal,
    shipping: {
      available: shipping.available ?? false,
      weight: shipping.weight ?? 0,
      dimensions: { length: dimensions.length ?? 0, width: dimensions.width ?? 0, height: dimensions.height ?? 0 },
    },
    dispatchPointIds: row.dispatchPointIds as string[],
    button: row.button === 'Chat' || row.button === 'Contact' ? row.button : null,
    hidden: row.hidden,
    ...translationsOf(row.translations ?? {}, ITEM_TRANSLATED_FIELDS),
  }
}

const COMPARED = [
  'catalogueId',
  'itemType',
  'name',
  'description',
  'images',
  'video',
  'slug',
  'variantTitle',
  'variants',
  'packages',
  'pricing',
  'inventoryTotal',
  'shipping',
  'dispatchPointIds',
  'button',
  'hidden',
  ...translatedKeys(ITEM_TRANSLATED_FIELDS),
] as const

/** The fields whose value now differs from what the owner tried to save (ids of new options ignored). */
export function changedFields(current: OwnerItem, attempted: ItemInput): string[] {
  const strip = (list: readonly object[]) => list.map((entry) => ({ ...entry, _id: undefined }))
  const same = (field: (typeof COMPARED)[number]) => {
    if (field === 'variants' || field === 'packages')
      return JSON.stringify(strip(current[field])) === JSON.stringify(strip(attempted[field]))
    if (field === 'slug' && attempted.slug === '') return true
    return JSON.stringify(current[field]) === JSON.stringify(attempted[field])
  }
  return COMPARED.filter((field) => !same(field))
}

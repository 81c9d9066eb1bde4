import { catalogueRef, defineSchema, number, select, text } from '../../registry/section-schema'

/** How many products a section may show at most. */
export const MAX_PRODUCTS = 24

/**
 * 'Products': the shop's items from the live catalogue (the newest, the bestselling, a category's, or hand-picked),
 * each with its photo, price and the chat's Buy now and Ask. The page service reads the catalogue when a page has
 * one; the owner picks what it shows. Pure data: no React.
 */
export const productsSchema = defineSchema({
  name: 'Products',
  owner: 'sections/products',
  anchor: 'products',
  fields: {
    title: text('Title', { max: 80 }),
    show: select('Show', {
      options: ['newest', 'bestselling', 'category', 'items'],
      default: 'newest',
      label: 'productsShow',
    }),
    category: catalogueRef('Category', { of: 'category', label: 'productsCategory' }),
    items: catalogueRef('Item', { of: 'item', repeat: MAX_PRODUCTS, label: 'productsItems' }),
    order: select('Order', { options: ['shop', 'newest', 'lowestPrice'], default: 'shop', label: 'productsOrder' }),
    limit: number('How Many', { min: 1, max: MAX_PRODUCTS, default: '8', label: 'productsLimit' }),
  },
})

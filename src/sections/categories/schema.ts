import { defineSchema, text } from '../../registry/section-schema'

/**
 * 'Categories': the shop's categories (those with an item a visitor sees) as tiles, each opening that category's
 * own page. Read from the live catalogue with the page. Pure data: no React.
 */
export const categoriesSchema = defineSchema({
  name: 'Categories',
  owner: 'sections/categories',
  anchor: 'categories',
  fields: {
    title: text('Title', { max: 80 }),
  },
})

import { defineSchema, longText, text } from '../../registry/section-schema'
import { buttonFields, chatLinks } from '../shared/button-fields'

/**
 * 'Final CTA': title, sub title and the button that opens the contact form (or follows its `Button Link`); the hero's
 * first button scrolls here.
 */
export const finalCtaSchema = defineSchema({
  name: 'Final CTA',
  owner: 'sections/final-cta',
  anchor: 'final-cta',
  links: chatLinks,
  fields: {
    title: text('Title', { required: true }),
    subTitle: longText('Sub Title'),
    ...buttonFields,
  },
})

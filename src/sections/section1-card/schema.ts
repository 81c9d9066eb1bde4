import { defineSchema, longText, text } from '../../registry/section-schema'
import { buttonFields, chatLinks } from '../shared/button-fields'
import { iconField } from '../shared/icons'

/** 'Section 1 Card': expandable offer cards under Section 1. */
export const section1CardSchema = defineSchema({
  name: 'Section 1 Card',
  owner: 'sections/section1-card',
  links: chatLinks,
  fields: {
    icon: iconField,
    mainTitle: text('Main Title'),
    title: text('Title', { required: true }),
    description: longText('Description'),
    subTitle: text('Sub Title'),
    points: text('Point', { repeat: 8 }),
    ...buttonFields,
  },
})

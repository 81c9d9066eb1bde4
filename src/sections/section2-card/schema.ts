import { defineSchema, longText, text } from '../../registry/section-schema'
import { iconField } from '../shared/icons'

/** 'Section 2 Card': collapsible service cards under Section 2. */
export const section2CardSchema = defineSchema({
  name: 'Section 2 Card',
  owner: 'sections/section2-card',
  fields: {
    icon: iconField,
    mainTitle: text('Main Title'),
    tagline: text('Tagline'),
    title: text('Title', { required: true }),
    subTitlePart1: text('Sub Title Part 1'),
    subTitlePart2: text('Sub Title Part 2'),
    description1: longText('Description 1'),
    description2: longText('Description 2'),
  },
})

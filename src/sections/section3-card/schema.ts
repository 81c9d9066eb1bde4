import { defineSchema, longText, text } from '../../registry/section-schema'
import { iconField } from '../shared/icons'

/** 'Section 3 Card': customer stories that open on hover, under Section 3. */
export const section3CardSchema = defineSchema({
  name: 'Section 3 Card',
  owner: 'sections/section3-card',
  fields: {
    icon: iconField,
    tagline: text('Tagline'),
    descriptionTitle: text('Description Title', { required: true }),
    description: longText('Description'),
    subTitle: text('Sub Title'),
    secondDescription: longText('Second Description'),
    pointTitle: text('Point Title'),
    points: text('Point', { repeat: 8 }),
    takeaway: longText('Takeaway'),
  },
})

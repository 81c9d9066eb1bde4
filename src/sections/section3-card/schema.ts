import { defineSchema, longText, text } from '../../registry/section-schema'
import { iconField } from '../shared/icons'

/** 'Section 3 Card': customer stories that open on hover, under Section 3. */
export const section3CardSchema = defineSchema({
  name: 'Section 3 Card',
  owner: 'sections/section3-card',
  fields: {
    icon: iconField,
    tagline: text('Tagline', { label: 'tagline' }),
    descriptionTitle: text('Description Title', { label: 'storyTitle', required: true }),
    description: longText('Description', { label: 'description' }),
    subTitle: text('Sub Title', { label: 'subTitle' }),
    secondDescription: longText('Second Description', { label: 'secondDescription' }),
    pointTitle: text('Point Title', { label: 'pointTitle' }),
    points: text('Point', { label: 'point', repeat: 8 }),
    takeaway: longText('Takeaway', { label: 'takeaway' }),
  },
})

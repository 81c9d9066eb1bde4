import { defineSection } from '../../registry/define-section'
import { Section3Card, Section3CardValues } from './Section3Card'

/** 'Section 3 Card' (docs/product.md, 'Screens and routes'): customer stories that open on hover, under Section 3. */
export const section3Card = defineSection({
  name: 'Section 3 Card',
  owner: 'sections/section3-card',
  codec: Section3CardValues,
  layout: 'card',
  render: Section3Card,
})

import { defineSection } from '../../registry/define-section'
import { Section2Card, Section2CardValues } from './Section2Card'

/** 'Section 2 Card' (docs/product.md, 'Screens and routes'): collapsible service cards under Section 2. */
export const section2Card = defineSection({
  name: 'Section 2 Card',
  owner: 'sections/section2-card',
  codec: Section2CardValues,
  layout: 'card',
  render: Section2Card,
})

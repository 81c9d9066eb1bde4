import { defineSection } from '../../registry/define-section'
import { Section1Card, Section1CardValues } from './Section1Card'

/** 'Section 1 Card' (docs/product.md, 'Screens and routes'): expandable offer cards under Section 1. */
export const section1Card = defineSection({
  name: 'Section 1 Card',
  owner: 'sections/section1-card',
  codec: Section1CardValues,
  layout: 'card',
  render: Section1Card,
})

import { defineSection } from '../../registry/define-section'
import { Section3Card, Section3CardProps } from './Section3Card'

/** 'Section 3 Card' (§2): customer stories that open on hover, under Section 3. */
export const section3Card = defineSection({
  name: 'Section 3 Card',
  owner: 'sections/section3-card',
  codec: Section3CardProps,
  layout: 'card',
  render: (props) => <Section3Card {...props} />,
})

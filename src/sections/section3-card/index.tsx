import { defineSection } from '../../registry/define-section'
import { Section3Card } from './Section3Card'
import { section3CardSchema } from './schema'

/** 'Section 3 Card': customer stories that open on hover, under Section 3, in a card grid. */
export const section3Card = defineSection({ schema: section3CardSchema, render: Section3Card, layout: 'card' })

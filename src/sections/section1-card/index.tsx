import { defineSection } from '../../registry/define-section'
import { Section1Card } from './Section1Card'
import { section1CardSchema } from './schema'

/** 'Section 1 Card': expandable offer cards under Section 1, in a card grid. */
export const section1Card = defineSection({ schema: section1CardSchema, render: Section1Card, layout: 'card' })

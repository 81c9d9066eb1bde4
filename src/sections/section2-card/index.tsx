import { defineSection } from '../../registry/define-section'
import { Section2Card } from './Section2Card'
import { section2CardSchema } from './schema'

/** 'Section 2 Card': collapsible service cards under Section 2, in a card grid. */
export const section2Card = defineSection({ schema: section2CardSchema, render: Section2Card, layout: 'card' })

import { defineSection } from '../../registry/define-section'
import { section1Schema, section2Schema, section3Schema } from './schema'
import { SectionHeading } from './SectionHeading'

/** 'Section 1': the heading above the Section 1 cards (anchor `services`). */
export const section1 = defineSection({ schema: section1Schema, render: SectionHeading })
/** 'Section 2': the heading above the Section 2 cards (anchor `approach`). */
export const section2 = defineSection({ schema: section2Schema, render: SectionHeading })
/** 'Section 3': the heading above the Section 3 cards (anchor `results`). */
export const section3 = defineSection({ schema: section3Schema, render: SectionHeading })

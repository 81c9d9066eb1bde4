import { defineSection } from '../../registry/define-section'
import { SectionHeading, SectionHeadingValues } from './SectionHeading'

const heading = (name: 'Section 1' | 'Section 2' | 'Section 3') =>
  defineSection({
    name,
    owner: 'sections/section-heading',
    codec: SectionHeadingValues(name),
    render: SectionHeading,
  })

/** 'Section 1' (docs/product.md, 'Screens and routes'): the heading above the Section 1 cards (anchor `services`). */
export const section1 = heading('Section 1')
/** 'Section 2' (docs/product.md, 'Screens and routes'): the heading above the Section 2 cards (anchor `approach`). */
export const section2 = heading('Section 2')
/** 'Section 3' (docs/product.md, 'Screens and routes'): the heading above the Section 3 cards (anchor `results`). */
export const section3 = heading('Section 3')

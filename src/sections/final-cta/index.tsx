import { defineSection } from '../../registry/define-section'
import { FinalCta, FinalCtaValues } from './FinalCta'

/** 'Final CTA': title, sub title and the button that opens the contact form (or follows its `Button Link`). */
export const finalCta = defineSection({
  name: 'Final CTA',
  owner: 'sections/final-cta',
  codec: FinalCtaValues,
  render: FinalCta,
})

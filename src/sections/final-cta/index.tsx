import { defineSection } from '../../registry/define-section'
import { FinalCta, FinalCtaProps } from './FinalCta'

/** 'Final CTA' (§2): title, sub title and the button that opens the contact form (or follows its `Button Link`). */
export const finalCta = defineSection({
  name: 'Final CTA',
  owner: 'sections/final-cta',
  codec: FinalCtaProps,
  render: (props, context) => <FinalCta props={props} context={context} />,
})

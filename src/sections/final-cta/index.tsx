import { defineSection } from '../../registry/define-section'
import { FinalCta } from './FinalCta'
import { finalCtaSchema } from './schema'

/** 'Final CTA': title, sub title and the button that opens the contact form (or follows its `Button Link`). */
export const finalCta = defineSection({ schema: finalCtaSchema, render: FinalCta })

import { link, text, type ChatLink } from '../../registry/section-schema'

/**
 * A section's optional call to action: `Button Text`, and a `Button Link` used instead of the contact form (see
 * `SectionButton`).
 */
export const buttonFields = {
  buttonText: text('Button Text'),
  buttonLink: link('Button Link'),
}

/** The chat deep links a section's button may open. */
export const chatLinks: readonly ChatLink[] = ['cart_summary', 'direct_buy', 'send_enquiry_request']

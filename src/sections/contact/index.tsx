import { defineSection } from '../../registry/define-section'
import { Contact, ContactValues } from './Contact'

/** 'Contact' (docs/product.md, 'Screens and routes'): the title with phone and email lines. */
export const contact = defineSection({
  name: 'Contact',
  owner: 'sections/contact',
  codec: ContactValues,
  render: Contact,
})

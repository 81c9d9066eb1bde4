import { defineSection } from '../../registry/define-section'
import { Contact, ContactValues } from './Contact'

/** 'Contact' (§2): the title with phone and email lines. */
export const contact = defineSection({
  name: 'Contact',
  owner: 'sections/contact',
  codec: ContactValues,
  render: Contact,
})

import { defineSchema, formatted, text } from '../../registry/section-schema'
import { EmailAddress, PhoneNumber } from './contact-fields'

/** 'Contact': the title with phone and email lines. */
export const contactSchema = defineSchema({
  name: 'Contact',
  owner: 'sections/contact',
  fields: {
    title: text('Title', { required: true }),
    phone: formatted('Phone', { codec: PhoneNumber, input: 'tel' }),
    email: formatted('Email', { codec: EmailAddress, input: 'email' }),
  },
})

import { defineSection } from '../../registry/define-section'
import { Contact } from './Contact'
import { contactSchema } from './schema'

/** 'Contact': the title with phone and email lines. */
export const contact = defineSection({ schema: contactSchema, render: Contact })

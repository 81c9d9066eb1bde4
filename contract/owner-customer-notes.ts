import * as t from 'io-ts'
import { answer } from './codec'
import { QuickReplyText } from './owner-quick-replies'
import { Text } from './text'

/**
 * Private notes on a customer: the owners' own, never sent to the customer nor shown in their widget, each with who
 * wrote it and when. Read and written by the site's owners (owner session cookie or owner key).
 */
export const OWNER_CUSTOMER_NOTES_PATH = '/business_website/owner/customer_notes'
export const OWNER_CUSTOMER_NOTE_ADD_PATH = '/business_website/owner/customer_notes/add'
export const OWNER_CUSTOMER_NOTE_DELETE_PATH = '/business_website/owner/customer_notes/delete'

export const CustomerNote = t.type({ _id: Text, text: Text, author: Text, createdAt: Text }, 'CustomerNote')
export type CustomerNote = t.TypeOf<typeof CustomerNote>

export const CustomerNotesQuery = t.type({ customerId: Text }, 'CustomerNotesQuery')
/** A customer's notes, newest first. */
export const CustomerNotesResponse = answer({ notes: t.array(CustomerNote) }, 'CustomerNotesResponse')
export type CustomerNotesResponse = t.TypeOf<typeof CustomerNotesResponse>

/** A note's text: 1 to 1,000 characters once trimmed, as a quick reply's. */
export const AddCustomerNoteBody = t.type({ customerId: Text, text: QuickReplyText }, 'AddCustomerNoteBody')
export type AddCustomerNoteBody = t.TypeOf<typeof AddCustomerNoteBody>
export const AddCustomerNoteResponse = answer({ note: CustomerNote }, 'AddCustomerNoteResponse')

export const CustomerNoteIdBody = t.type({ _id: Text }, 'CustomerNoteIdBody')

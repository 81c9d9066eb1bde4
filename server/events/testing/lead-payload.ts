import type { EventPayload } from '../../../contract/events.js'

/**
 * The payload of a lead event (`lead.received`, `lead.handled`) for tests that write events themselves: an open
 * lead `lead-<index>` of `siteId`.
 *
 * @example
 * tx.emit('lead.handled', leadPayload('a-site', 1))
 */
export function leadPayload(siteId: string, index = 0): EventPayload<'lead.handled'> {
  return {
    siteId,
    lead: {
      _id: `lead-${index}`,
      name: `Lead ${index}`,
      contact: '98290 12345',
      countryCode: '+91',
      email: null,
      company: null,
      messageContent: null,
      message: null,
      createdAt: new Date().toISOString(),
      handledAt: null,
    },
  }
}

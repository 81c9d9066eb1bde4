import type { Lead } from '../../../contract/owner-inbox.js'
import type { EventTransaction } from '../../events/events.js'
import { ContactRepository, toLead } from './contact-repository.js'

/**
 * Marks a lead of the site handled (`handledAt`; the first time is kept) or
 * open again (null), in the caller's transaction, with its `lead.handled`
 * event (the owner room hears `owner-lead`). Null: no such lead on the site.
 *
 * @example
 * const lead = await app.events.transaction((tx) => setLeadHandled(tx, site.id, leadId, new Date()))
 */
export async function setLeadHandled(
  tx: EventTransaction,
  siteId: string,
  leadId: string,
  handledAt: Date | null,
): Promise<Lead | null> {
  const row = await new ContactRepository(tx.db).setHandled(siteId, leadId, handledAt)
  if (!row) return null
  const lead = toLead(row)
  tx.emit('lead.handled', { siteId, lead })
  return lead
}

import { SERVICE_SLOT_MAX_DAYS, slotDateProblem, type ServiceSlot } from '../../../contract/service-slot.js'
import { DecodeError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'

/**
 * The preferred date and slot of a service order, checked against `now`
 * (Indian days): a past day, or one more than SERVICE_SLOT_MAX_DAYS ahead, is
 * a 400 at `${path}.date`. None given is null (a checkout without a service,
 * or a client that does not ask: the owner arranges the time in the chat).
 */
export function checkedSlot(slot: ServiceSlot | undefined, now: Date, path: string): ServiceSlot | null {
  if (slot === undefined) return null
  const problem = slotDateProblem(slot.date, now)
  if (problem === null) return slot
  const message =
    problem === 'past'
      ? serverText('orders.slotPast')
      : serverText('orders.slotTooFar', { days: SERVICE_SLOT_MAX_DAYS })
  throw new DecodeError([{ path: `${path}.date`, message }])
}

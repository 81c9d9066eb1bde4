import { EventBus } from '../../../client/socket/event-bus'
import type { OwnerLiveEvents } from '../../owner-live'

/**
 * Live events for a panel test, with no socket: `emit` hands an event to
 * every handler listening to it now; `listeners(name)` says how many there
 * are (to check that a panel unsubscribes). Test code only.
 *
 * @example
 * const live = new FakeLive()
 * act(() => live.emit('order', { customerId: 'cust-1', order }))
 */
export class FakeLive extends EventBus<OwnerLiveEvents> {}

import {
  OWNER_SOCKET_EVENTS,
  OwnerLeadEvent,
  OwnerMessageEvent,
  OwnerOrderEvent,
  OwnerReadEvent,
} from '../../contract/owner-inbox'
import {
  AssignmentEvent,
  ConversationLabelsEvent,
  LabelsChangedEvent,
  OWNER_LABEL_SOCKET_EVENTS,
} from '../../contract/owner-labels'
import { QuoteUpdatedEvent } from '../../contract/quotes'
import { SOCKET_TRANSPORTS } from '../../contract/socket-transport'
import type { EventBus } from '../client/socket/event-bus'
import { socketIo, SocketBus, type SocketFactory, type WireEvents } from '../client/socket/socket-bus'

/** The owner socket's events (contract/owner-inbox.ts), decoded, and `reconnected`: refetch then. */
export interface OwnerLiveEvents {
  message: OwnerMessageEvent
  read: OwnerReadEvent
  order: OwnerOrderEvent
  lead: OwnerLeadEvent
  quote: QuoteUpdatedEvent
  /** A conversation's labels changed. */
  conversationLabels: ConversationLabelsEvent
  /** A conversation was given to an owner, or to nobody. */
  assignment: AssignmentEvent
  /** The owners' labels changed (read them again). */
  labels: LabelsChangedEvent
  reconnected: undefined
}

/** What the owner app's parts need of the live events: subscribe (`on` returns the unsubscribe). */
export type OwnerLive = Pick<EventBus<OwnerLiveEvents>, 'on'>

/** The owner socket's handshake (contract/owner-auth.ts `OwnerSocketAuth`); the session cookie says who. */
export interface OwnerSocketOptions {
  path: '/socket.io'
  auth: { owner: true }
  withCredentials: true
  /** WebSocket only (contract/socket-transport.ts). */
  transports: ['websocket']
}

export type OwnerSocketFactory = SocketFactory<OwnerSocketOptions>

const WIRE: WireEvents<OwnerLiveEvents> = {
  message: { wire: OWNER_SOCKET_EVENTS.message, codec: OwnerMessageEvent },
  read: { wire: OWNER_SOCKET_EVENTS.read, codec: OwnerReadEvent },
  order: { wire: OWNER_SOCKET_EVENTS.order, codec: OwnerOrderEvent },
  lead: { wire: OWNER_SOCKET_EVENTS.lead, codec: OwnerLeadEvent },
  quote: { wire: OWNER_SOCKET_EVENTS.quote, codec: QuoteUpdatedEvent },
  conversationLabels: { wire: OWNER_LABEL_SOCKET_EVENTS.conversationLabels, codec: ConversationLabelsEvent },
  assignment: { wire: OWNER_LABEL_SOCKET_EVENTS.assignment, codec: AssignmentEvent },
  labels: { wire: OWNER_LABEL_SOCKET_EVENTS.labels, codec: LabelsChangedEvent },
}

/**
 * The owner app's live events: the kernel's decoded socket bus over the
 * site's owner room. One object for the app's lifetime, whether or not a
 * socket is open (it opens after sign-in), so the panels can subscribe at
 * any time; tests `emit` into it as the server would.
 *
 * @example
 * const live = new OwnerLiveBus()
 * const stop = live.on('message', ({ customerId }) => console.log(customerId))
 * live.connect() // after sign-in; live.close() on sign-out
 */
export class OwnerLiveBus extends SocketBus<OwnerLiveEvents> {
  constructor() {
    super(WIRE, 'Vitrine owner')
  }

  /** Opens the owner socket (socket.io-client, loaded now: never with the sign-in screen). */
  connect(factory: OwnerSocketFactory = socketIo<OwnerSocketOptions>()): void {
    this.open(factory, {
      path: '/socket.io',
      auth: { owner: true },
      withCredentials: true,
      transports: SOCKET_TRANSPORTS,
    })
  }
}

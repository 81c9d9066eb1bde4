/** The dispatcher's settings, each with its default. */
export interface DispatcherOptions {
  /** How long a process holds an event it writes or claims before another may take it (default 30 s). */
  leaseMs?: number
  /** How often the outbox is polled for events nobody delivered (default 1 s). */
  pollMs?: number
  /** Events claimed per poll (default 100). */
  batch?: number
  /** How long delivered events wait to be marked delivered together (default 50 ms). */
  flushMs?: number
  /** Deliveries tried before an event is given up (logged as an error; default 10). */
  maxAttempts?: number
  /**
   * One site's committed events handed to the subscribers that are not `live` at once, in this process (default 3):
   * their database reads and writes after a site's burst of commits take at most this many of the pool's
   * connections, and a slow subscriber (a push service that does not answer) holds up that site's events only.
   */
  afterCommitConcurrency?: number
  /** Delivered events older than this are deleted (default 7 days). */
  keepDeliveredMs?: number
}

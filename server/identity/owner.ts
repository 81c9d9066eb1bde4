/**
 * The signed-in owner of a request or socket, from the owner session cookie
 * (never from the body). `app.requireOwner` sets it as `request.owner` for a
 * cookie call, and leaves it null for an owner-key call (automation has no
 * person behind it); the realtime plugin keeps it as `socket.data.owner`.
 * Route handlers receive it as `owner` beside `ownerSite`.
 */
export interface RequestOwner {
  /** `site_owners.id`. */
  id: string
  /** `owner_sessions.id`: logout ends it, and disconnects its sockets, on every process. */
  sessionId: string
  siteId: string
  countryCode: string
  phoneNumber: string
  name: string | null
  /** When the session ends, whatever happens. */
  expiresAt: Date
}

/** The socket.io rooms the server pushes to; the same names on every process (the Redis adapter joins them). */

/** Each customer's sockets share one room, named from the token's customer id. */
export const customerRoom = (customerId: string) => `customer:${customerId}`
/** Every owner socket of a site (the inbox tabs of all its owners). */
export const ownerRoom = (siteId: string) => `owner-site:${siteId}`
/** Every customer socket of a site (its open widgets): catalogue changes. */
export const siteRoom = (siteId: string) => `site:${siteId}`
/** The sockets of one sign-in (the token's `sid`): logout disconnects them, on every process. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`
/** The owner sockets of one owner session: owner logout disconnects them, on every process. */
export const ownerSessionRoom = (sessionId: string) => `owner-session:${sessionId}`

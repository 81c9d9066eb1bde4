/**
 * The realtime socket speaks WebSocket only, server and clients alike: no
 * long-polling fallback, so a load balancer needs no sticky sessions (every
 * request of a polling session would have to reach the process that holds
 * it) and may send each new socket to any process (docs/operations.md
 * "Deploying").
 */
export const SOCKET_TRANSPORTS: ['websocket'] = ['websocket']

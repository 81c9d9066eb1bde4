import type { FastifyInstance } from 'fastify'

/**
 * How long a stopping process lets requests already under way finish after it stopped accepting connections, and
 * how long the whole stop may take before the process exits anyway.
 */
export const SHUTDOWN = { graceMs: 1_000, deadlineMs: 10_000 } as const

/**
 * Stops a serving app gracefully, in a bounded time: it stops accepting connections (a load balancer sends the next
 * ones to another process) and keeps none alive, closes every socket's connection (socket.io's client reconnects by
 * itself, through the load balancer to another process, and catches up on what it missed), lets requests under way
 * finish for `graceMs`, then closes the app (the database last). Resolves `true` when all that took less than
 * `deadlineMs`, `false` when the deadline came first (the caller exits anyway).
 *
 * @example
 * process.on('SIGTERM', () => void shutDown(app).then((clean) => process.exit(clean ? 0 : 1)))
 */
export async function shutDown(app: FastifyInstance, timing: { graceMs: number; deadlineMs: number } = SHUTDOWN) {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timing.deadlineMs)))
  const stop = async () => {
    // A request that still comes on a kept-alive connection (a load balancer reuses its idle connections) is answered
    // with `Connection: close`: the balancer drops the connection and sends its next request to another process, where
    // it would otherwise meet this one's connections cut when it closes (a POST cut after it was sent is not tried
    // again: 502).
    app.server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'))
    // Fastify closes the server again in app.close(); a second close only reports it was not running.
    app.server.close(() => {})
    for (const socket of app.io.of('/').sockets.values()) socket.conn.close()
    await new Promise((resolve) => setTimeout(resolve, timing.graceMs))
    await app.close()
    return true as const
  }
  try {
    return await Promise.race([stop(), deadline])
  } finally {
    clearTimeout(timer)
  }
}

import type { FastifyInstance } from 'fastify'
import { isDatabaseUp } from '../../db/database.js'

/**
 * `GET /healthz`: 200 while the database answers, 503 otherwise. `redis`
 * says whether the Redis that carries pushes between processes answers a
 * ping now (`degraded`: away, or silent past the ping's timeout; the process
 * serves on, pushes reach its own sockets only).
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    const [up, redis] = await Promise.all([isDatabaseUp(app.db), app.realtime.redisStatus()])
    return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'database unavailable', redis })
  })
}

import type { FastifyInstance } from 'fastify'
import { isDatabaseUp } from '../../db/database.js'

/** `GET /healthz`: 200 when the database answers, 503 otherwise. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    const up = await isDatabaseUp(app.db)
    return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'database unavailable' })
  })
}

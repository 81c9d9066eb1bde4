import type { FastifyInstance } from 'fastify'
import { isDatabaseUp } from '../../db/database.js'
import { OtpDeliveries } from '../auth/index.js'

/**
 * `GET /healthz`: 200 while the database answers, 503 otherwise. `redis`
 * says whether the Redis that carries pushes between processes answers a
 * ping now (`degraded`: away, or silent past the ping's timeout; the process
 * serves on, pushes reach its own sockets only). `otpDelivery`: the last hour's one-time code sends per provider
 * (`whatsapp`, `msg91`, `twilio`, ...): how many, delivered, failed, and the delivery rate of those settled.
 */
export default async function healthRoutes(app: FastifyInstance) {
  const deliveries = new OtpDeliveries(app.db)
  app.get('/healthz', async (_request, reply) => {
    const [up, redis] = await Promise.all([isDatabaseUp(app.db), app.realtime.redisStatus()])
    const otpDelivery = up ? await deliveries.lastHour(new Date()).catch(() => null) : null
    return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'database unavailable', redis, otpDelivery })
  })
}

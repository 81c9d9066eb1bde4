import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'
import { ConfigError } from '../../config.js'
import { redactUrl } from '../../lib/redact-url.js'

/** REDIS_URL is set but Redis does not answer; a ConfigError, so the server prints one line and exits 1. */
export class RedisUnavailableError extends ConfigError {
  override name = 'RedisUnavailableError'
}

const CONNECT_TIMEOUT_MS = 5000

/**
 * The socket.io Redis adapter over two `redis` clients (publish, and a
 * duplicate to subscribe). At start a Redis that does not answer is an
 * error; once started, the clients reconnect forever and log each failure.
 *
 * @example
 * const redis = await connectRedisAdapter(config.redisUrl, app.log)
 * io.adapter(redis.adapter)
 * await redis.close()
 */
export async function connectRedisAdapter(url: string, log: FastifyBaseLogger) {
  let started = false
  const pub = createClient({
    url,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Returning the cause stops retrying, which makes connect() reject: used only before start.
      reconnectStrategy: (retries: number, cause: Error) => (started ? Math.min(200 * retries, 5000) : cause),
    },
  })
  const sub = pub.duplicate()
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => {
      if (started) log.error({ err: error }, 'Redis connection error (socket.io adapter)')
    })
  }
  try {
    await Promise.all([pub.connect(), sub.connect()])
  } catch (error) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy()
    throw new RedisUnavailableError(`cannot connect to REDIS_URL ${redactUrl(url)}: ${(error as Error).message || (error as Error).name}`)
  }
  started = true
  return {
    adapter: createAdapter(pub, sub),
    async close() {
      await Promise.allSettled([pub.close(), sub.close()])
    },
  }
}

import type { FastifyBaseLogger } from 'fastify'
import { ConfigError } from '../../config.js'
import { redactUrl } from '../../lib/redact-url.js'

/** REDIS_URL is set but Redis does not answer; a ConfigError, so the server prints one line and exits 1. */
export class RedisUnavailableError extends ConfigError {
  override name = 'RedisUnavailableError'
}

const CONNECT_TIMEOUT_MS = 5000

/** What the realtime layer learns of Redis after start. */
export interface RedisEvents {
  /** Redis answers again after a failure: sockets may have missed pushes meanwhile. */
  onRecovered(): void
}

/**
 * The socket.io Redis adapter over two `redis` clients (publish, and a
 * duplicate to subscribe). At start a Redis that does not answer is an
 * error; once started, the clients reconnect forever and log each failure,
 * and Redis failing never takes the process down: the adapter publishes
 * without awaiting, so each publish is wrapped to catch its failure (the
 * push still reached this process's own sockets). `healthy` says whether
 * Redis answers now; `onRecovered` runs when it answers again.
 *
 * @example
 * const redis = await connectRedisAdapter(config.redisUrl, app.log, { onRecovered: () => io.local.emit('resync') })
 * io.adapter(redis.adapter)
 * await redis.close()
 */
export async function connectRedisAdapter(url: string, log: FastifyBaseLogger, events: RedisEvents = { onRecovered: () => {} }) {
  // Loaded here, not at the top: a single process without REDIS_URL never parses them.
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')])
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
  let healthy = true
  const failed = (error: Error) => {
    if (!started) return
    if (healthy) log.error({ err: error }, 'Redis does not answer: pushes reach this process only until it is back')
    healthy = false
  }
  for (const client of [pub, sub]) {
    client.on('error', failed)
    client.on('ready', () => {
      if (!started || healthy || !pub.isReady || !sub.isReady) return
      healthy = true
      log.warn('Redis answers again: sockets resync what they missed')
      events.onRecovered()
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
    adapter: createAdapter(catchingPublish(pub, failed), sub),
    /** Whether Redis answers now (false from a failure until both clients are ready again). */
    get healthy() {
      return healthy
    },
    async close() {
      await Promise.allSettled([pub.close(), sub.close()])
    },
  }
}

/**
 * The publishing client as the adapter sees it: the same client, but a
 * publish that fails (Redis gone, a timeout) is reported and swallowed
 * instead of becoming an unhandled rejection that ends the process.
 */
function catchingPublish<Client extends object>(client: Client, failed: (error: Error) => void): Client {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown
      if (typeof value !== 'function') return value
      if (property === 'publish' || property === 'sPublish') {
        return (...args: unknown[]) =>
          (value as (...args: unknown[]) => Promise<number>).apply(target, args).catch((error: Error) => {
            failed(error)
            return 0
          })
      }
      return (value as (...args: unknown[]) => unknown).bind(target)
    },
  })
}

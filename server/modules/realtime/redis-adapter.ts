import type { FastifyBaseLogger } from 'fastify'
import { ConfigError } from '../../config.js'
import { redactUrl } from '../../lib/redact-url.js'

/** REDIS_URL is set but Redis does not answer; a ConfigError, so the server prints one line and exits 1. */
export class RedisUnavailableError extends ConfigError {
  override name = 'RedisUnavailableError'
}

const CONNECT_TIMEOUT_MS = 5000
/**
 * How often each process pings Redis on both clients, and how long a ping
 * may take. A network that drops packets without a reset raises no error
 * on either client (TCP retries for minutes): only an unanswered ping shows it.
 */
export const REDIS_PING = { intervalMs: 5000, timeoutMs: 2000 } as const

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
 * push still reached this process's own sockets). Both clients are pinged
 * every `REDIS_PING.intervalMs`: a ping unanswered within its timeout counts
 * as a failure even when no connection broke (a silent blackhole), and the
 * first answer after any failure as the recovery. `healthy` says whether
 * Redis answered last; `check()` pings now; `onRecovered` runs when Redis
 * answers again after a failure (after a reconnect, or when a silent cut ends).
 *
 * @example
 * const redis = await connectRedisAdapter(config.redisUrl, app.log, { onRecovered: () => resyncInTurns(io, 'resync') })
 * io.adapter(redis.adapter)
 * await redis.close()
 */
export async function connectRedisAdapter(
  url: string,
  log: FastifyBaseLogger,
  events: RedisEvents = { onRecovered: () => {} },
) {
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
  const recovered = () => {
    if (!started || healthy || !pub.isReady || !sub.isReady) return
    healthy = true
    log.warn('Redis answers again: sockets resync what they missed')
    events.onRecovered()
  }
  for (const client of [pub, sub]) {
    client.on('error', failed)
    client.on('ready', recovered)
  }
  let closed = false
  /**
   * A client whose ping went unanswered is dropped and connected anew: on a
   * silent network the old connection may have lost bytes either way, and a
   * reply would then answer the wrong command. The new connection
   * resubscribes by itself and its `ready` is the recovery.
   */
  const reconnect = (client: typeof pub) => {
    if (closed) return
    if (client.isOpen) client.destroy()
    client.connect().catch(() => {})
  }
  /** Pings both clients; false (a failure, and a new connection for each client that did not answer in time). */
  const check = async (): Promise<boolean> => {
    const answers = await Promise.all([pub, sub].map((client) => answersPing(client)))
    if (answers.every((answer) => answer === true)) {
      recovered()
      return true
    }
    const error = answers.find((answer) => answer !== true) as Error
    failed(error)
    answers.forEach((answer, index) => answer !== true && reconnect(index === 0 ? pub : sub))
    return false
  }
  try {
    await Promise.all([pub.connect(), sub.connect()])
  } catch (error) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy()
    throw new RedisUnavailableError(
      `cannot connect to REDIS_URL ${redactUrl(url)}: ${(error as Error).message || (error as Error).name}`,
    )
  }
  started = true
  const watch = setInterval(() => void check(), REDIS_PING.intervalMs)
  watch.unref()
  return {
    adapter: createAdapter(catchingPublish(pub, failed), sub),
    /** Whether Redis answered last (false from a failure until a ping is answered or both clients are ready again). */
    get healthy() {
      return healthy
    },
    check,
    async close() {
      closed = true
      clearInterval(watch)
      await Promise.allSettled([pub.close(), sub.close()])
    },
  }
}

/** True when `client` answers a ping within `REDIS_PING.timeoutMs`, else why not. */
async function answersPing(client: { ping(): Promise<unknown> }): Promise<true | Error> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<Error>((resolve) => {
    timer = setTimeout(
      () => resolve(new Error(`Redis did not answer a ping within ${REDIS_PING.timeoutMs} ms`)),
      REDIS_PING.timeoutMs,
    )
  })
  try {
    return await Promise.race([
      client.ping().then(
        () => true as const,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
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

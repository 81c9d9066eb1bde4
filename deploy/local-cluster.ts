import path from 'node:path'
import { TcpProxy } from '../server/test/tcp-proxy.js'
import { PostgresSchema } from '../server/test/postgres-schema.js'
import { startNginx, type Nginx } from './cluster/nginx.js'
import { startRedis, type ClusterRedis } from './cluster/redis.js'
import { readUnit } from './cluster/systemd-unit.js'
import { startVitrine, type VitrineProcess } from './cluster/vitrine.js'

const UNIT = path.resolve(import.meta.dirname, 'systemd', 'vitrine@.service')

export interface ClusterOptions {
  /** An existing PostgreSQL (a fresh schema is made in it and dropped at the end). */
  databaseUrl: string
  /** nginx listens here; the Vitrine processes on the next ports, the cluster's own redis-server on `port + 9`. */
  port: number
  processes?: number
  /** Settings over the unit's (OTP_TEST_NUMBERS, OWNER_KEYS, limits, ...). */
  env?: Record<string, string>
}

/** PostgreSQL (through a proxy the cluster can cut), Redis, N Vitrine processes and nginx in front, on loopback. */
export interface Cluster {
  /** nginx: `http://127.0.0.1:<port>` */
  base: string
  /** The cluster's schema, straight (not through the proxy the cut uses): for checks after a run. */
  databaseUrl: string
  processes: VitrineProcess[]
  redis: ClusterRedis
  /** Makes PostgreSQL unreachable for the processes (connections cut, new ones refused) for `ms`. */
  cutDatabase(ms: number): Promise<void>
  /** Crashes or exits the processes made by themselves once serving (none expected). */
  unexpectedExits(): number
  /** Starts that failed and were tried again (systemd's `Restart=on-failure`). */
  failedStarts(): number
  stop(): Promise<void>
}

/**
 * Starts everything on this machine and answers when nginx answers; `stop()` stops all it started (never the
 * machine's PostgreSQL: only the cluster's schema is dropped). The processes run the systemd unit's command and
 * settings (deploy/systemd), outside production (the bench signs customers in with test numbers), with
 * `TRUST_PROXY=127.0.0.1` behind nginx's shipped configuration (deploy/nginx).
 *
 * @example
 * const cluster = await startCluster({ databaseUrl: process.env.TEST_DATABASE_URL!, port: 4340 })
 * await fetch(`${cluster.base}/healthz`)
 * await cluster.stop()
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {})
  }
  try {
    const schema = new PostgresSchema(options.databaseUrl)
    await schema.create()
    stops.push(() => schema.drop())
    const target = new URL(options.databaseUrl)
    const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) })
    stops.push(() => proxy.close())
    const redis = await startRedis(options.port + 9)
    stops.push(() => redis.stop())
    const unit = readUnit(UNIT)
    const env = {
      NODE_ENV: 'development',
      DATA_DIR: path.join(process.env.TMPDIR ?? '/tmp', `vitrine-cluster-${options.port}`),
      DATABASE_URL: schema.url({ host: '127.0.0.1', port: proxy.port }),
      REDIS_URL: redis.url,
      LOG_LEVEL: 'error',
      ...options.env,
    }
    const processes: VitrineProcess[] = []
    // One after the other: the first runs the migrations, the next finds them done.
    for (let index = 0; index < (options.processes ?? 2); index++) {
      const vitrine = await startVitrine(unit, options.port + 1 + index, env)
      processes.push(vitrine)
      stops.push(() => vitrine.stop())
    }
    const nginx: Nginx = await startNginx(
      options.port,
      processes.map((vitrine) => vitrine.port),
    )
    stops.push(() => nginx.stop())
    return {
      base: `http://127.0.0.1:${options.port}`,
      databaseUrl: schema.url(),
      processes,
      redis,
      cutDatabase: async (ms) => {
        proxy.refuse()
        await new Promise((resolve) => setTimeout(resolve, ms))
        proxy.restore()
      },
      unexpectedExits: () => processes.reduce((sum, vitrine) => sum + vitrine.unexpectedExits(), 0),
      failedStarts: () => processes.reduce((sum, vitrine) => sum + vitrine.failedStarts(), 0),
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

// `npx tsx deploy/local-cluster.ts`: the cluster on CLUSTER_PORT (default 4340) until Ctrl-C.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!databaseUrl) throw new Error('set CLUSTER_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database')
  const cluster = await startCluster({ databaseUrl, port: Number(process.env.CLUSTER_PORT ?? 4340) })
  process.stdout.write(`Vitrine on ${cluster.processes.length} processes behind nginx: ${cluster.base}/\n`)
  const stop = () => void cluster.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

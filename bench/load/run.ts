import pg from 'pg'
import { startCluster, type Cluster } from '../../deploy/local-cluster.js'
import { LoadCustomer } from './customer.js'
import { LoadHttp } from './http.js'
import { Ledger, type Spread } from './ledger.js'
import { createSite, testNumbers } from './sites.js'
import { conversations, flood, Tally, type FloodKind, type TrafficDeps } from './traffic.js'
import { runFaults, type Fault, type FaultReport } from './faults.js'

export interface LoadBenchOptions {
  databaseUrl: string
  /** nginx's port; the processes and Redis take the next ones (deploy/local-cluster.ts). */
  port: number
  customers: number
  /** Length of each period (the clean one, then the one with faults). */
  seconds: number
  /** Messages a second overall: half customers' messages, half the owners' replies. */
  perSecond: number
  /** Measure one noisy site against one quiet one in the clean period. */
  fairness: boolean
  /** The noisy site ignores `Retry-After` (far beyond its limits) instead of keeping to it (at its limits). */
  hostileFlood?: boolean
  /** What the noisy site floods: its messages and page renders (default), or one of them, to see each one's cost. */
  noisyFlood?: FloodKind
  faults: Fault[]
  log(line: string): void
}

export interface LoadBenchResult {
  customers: number
  sendToDelivered: Spread
  quietAlone: Spread
  quietWithNoisy: Spread
  /** The quiet site's slowest sends beside the noisy one, each with when it was sent after the flood began. */
  quietSlowest: { ms: number; sentAfterMs: number }[]
  /** All the other traffic (the two big sites) before the noisy site floods, and while it does. */
  mainAlone: Spread
  mainWithNoisy: Spread
  noisy: { accepted: number; refused: number; pages: Record<number, number> } | null
  faultPeriod: Spread | null
  faults: FaultReport[]
  lost: string[]
  unstored: string[]
  counts: { sent: number; acked: number; caughtUp: number }
  longestGapMs: number
  reconnects: number
  rssMb: { idle: number; withSockets: number; perThousandSockets: number }
  cpuPercent: number[]
  errors: Record<string, number>
  unavailableWithoutRetryAfter: number
  customerErrors: number
  unexpectedExits: number
  failedStarts: number
}

/** Each site's owner key (`OWNER_KEYS`): one key names one site. */
const ownerKeyOf = (subdomain: string) => `load-bench-owner-key-${subdomain}-0123456789`
const QUIET = 40
/**
 * The quiet site's conversations a second (each of its customers writes every 4 s): 400 messages beside the flood
 * in a 60 s clean period and 800 without it, so its p99 is its fourth slowest beside the flood, not its second.
 */
const QUIET_PER_SECOND = 10
const NOISY = 40
const SITES = ['bulk', 'quiet', 'noisy'] as const

/** In turns of `width`, the promises `make` gives for each item. */
async function inBatches<T>(items: T[], width: number, make: (item: T) => Promise<void>): Promise<void> {
  for (let at = 0; at < items.length; at += width) await Promise.all(items.slice(at, at + width).map(make))
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The load benchmark on a local cluster (nginx, two processes, PostgreSQL, Redis): signs `customers` in, opens a
 * socket each, runs the conversations for a clean period (a noisy site flooding during its middle third, against a
 * quiet site's own conversations) and then a period with `faults`, and answers what was measured. Stops the cluster.
 */
export async function runLoadBench(options: LoadBenchOptions): Promise<LoadBenchResult> {
  const numbers = options.customers + QUIET + NOISY + SITES.length
  const cluster = await startCluster({
    databaseUrl: options.databaseUrl,
    port: options.port,
    env: {
      OTP_TEST_NUMBERS: testNumbers(numbers),
      OTP_IP_RATE_LIMIT: '1000000',
      OWNER_KEYS: ['demo', ...SITES].map((site) => `${site}:${ownerKeyOf(site)}`).join(','),
      // The per-site limits (`SITE_MESSAGE_RATE_LIMIT`, ...) as the benchmark's environment sets them, to measure
      // the noisy site at other limits than the defaults.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => /^SITE_[A-Z_]+_LIMIT$/.test(name))),
    },
  })
  const http = new LoadHttp(cluster.base, 256)
  const customers: LoadCustomer[] = []
  try {
    return await measure(cluster, http, customers, options)
  } finally {
    for (const customer of customers) customer.close()
    http.close()
    await cluster.stop()
  }
}

async function measure(cluster: Cluster, http: LoadHttp, all: LoadCustomer[], options: LoadBenchOptions) {
  const { log } = options
  for (const [index, site] of SITES.entries()) await createSite(http, site, options.customers + QUIET + NOISY + index)
  const ledger = new Ledger()
  const tally = new Tally()
  const make = (subdomain: string, index: number) =>
    new LoadCustomer(http, cluster.base, subdomain, index, (text, at, via) => ledger.delivered(text, at, via))
  const main = Array.from({ length: options.customers }, (_, index) => make(index % 2 ? 'bulk' : 'demo', index))
  const quiet = Array.from({ length: QUIET }, (_, index) => make('quiet', options.customers + index))
  const noisy = Array.from({ length: NOISY }, (_, index) => make('noisy', options.customers + QUIET + index))
  all.push(...main, ...quiet, ...noisy)
  // Idle: before the sign-ins, whose garbage a reading after them counted (it came out larger than with the sockets).
  const idle = await settledRss(cluster)
  const signInStarted = performance.now()
  await inBatches(all, 32, (customer) => customer.signIn())
  log(`signed in ${all.length} customers in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s`)
  const connectStarted = performance.now()
  await inBatches(all, 100, (customer) => customer.connect())
  log(`opened ${all.length} sockets in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`)
  const withSockets = await settledRss(cluster)

  const ms = options.seconds * 1000
  // A send is retried until acknowledged while the run lasts (and a little after it).
  let retryUntil = performance.now() + 2 * ms + 120_000
  const deps: TrafficDeps = { http, ledger, tally, ownerKeyOf, retryUntil: () => retryUntil }
  // The clean period: the main conversations, the quiet site's own, and in its middle third the noisy site's flood.
  const cleanStart = performance.now()
  const cpuStart = cluster.processes.map((vitrine) => vitrine.cpuMs())
  const inClean = () => performance.now() - cleanStart < ms
  // The flood runs in the middle third; the thirds before and after it are the quiet site's "alone" together, so
  // whatever changes over a run (the heap growing, the database's caches) weighs on both sides alike: compared half
  // against half with no flood at all, the second half's p99 came out 1.9x the first's.
  const inFlood = () => {
    const at = performance.now() - cleanStart
    return at >= ms / 3 && at < (2 * ms) / 3
  }
  const noisyPart = options.fairness
    ? pause(ms / 3).then(() => flood(deps, noisy, 8, inFlood, options.hostileFlood, options.noisyFlood))
    : Promise.resolve(null)
  const quietBucket = () => (options.fairness && inFlood() ? 'quiet-noisy' : 'quiet-alone')
  const mainBucket = () => (options.fairness && inFlood() ? 'main-noisy' : 'main-alone')
  await Promise.all([
    conversations(deps, main, options.perSecond / 2, inClean, mainBucket),
    conversations(deps, quiet, QUIET_PER_SECOND, inClean, quietBucket),
    noisyPart,
  ])
  const cpuPercent = cluster.processes.map(
    (vitrine, index) => ((vitrine.cpuMs() - cpuStart[index]!) / (performance.now() - cleanStart)) * 100,
  )
  const noisyResult = await noisyPart
  log('clean period done')

  let faults: FaultReport[] = []
  if (options.faults.length > 0) {
    const faultStart = performance.now()
    const inFaults = () => performance.now() - faultStart < ms
    const traffic = conversations(deps, main, options.perSecond / 2, inFaults, () => 'fault')
    faults = await runFaults(cluster, options.faults, ms, log)
    await traffic
    log('fault period done')
  }
  // What is still on its way: retried sends end here; an event its stopped writer did not push goes out from another
  // process when its lease ends (30 s).
  retryUntil = performance.now() + 15_000
  await waitDelivered(ledger, 45_000)
  const stored = await storedTexts(cluster.databaseUrl)
  return {
    customers: all.length,
    sendToDelivered: ledger.latencies('main'),
    quietAlone: ledger.latencies('quiet-alone'),
    quietWithNoisy: ledger.latencies('quiet-noisy'),
    quietSlowest: ledger.slowest('quiet-noisy', cleanStart + ms / 3, 5),
    mainAlone: ledger.latencies('main-alone'),
    mainWithNoisy: ledger.latencies('main-noisy'),
    noisy: noisyResult,
    faultPeriod: options.faults.length > 0 ? ledger.latencies('fault') : null,
    faults,
    lost: ledger.lost(stored),
    unstored: ledger.unstored(stored),
    counts: ledger.counts(),
    longestGapMs: Math.max(0, ...all.map((customer) => customer.longestGapMs)),
    reconnects: all.reduce((sum, customer) => sum + customer.reconnects, 0),
    rssMb: { idle, withSockets, perThousandSockets: (withSockets - idle) / (all.length / 1000) },
    cpuPercent,
    errors: tally.errors(),
    unavailableWithoutRetryAfter: tally.unavailableWithoutRetryAfter,
    customerErrors: all.reduce((sum, customer) => sum + customer.errors.length, 0),
    unexpectedExits: cluster.unexpectedExits(),
    failedStarts: cluster.failedStarts(),
  }
}

/** Both processes' resident memory once settled: the least of five readings a second apart. */
async function settledRss(cluster: Cluster): Promise<number> {
  const readings: number[] = []
  for (let reading = 0; reading < 5; reading++) {
    await pause(1000)
    readings.push(cluster.processes.reduce((sum, vitrine) => sum + vitrine.rssMb(), 0))
  }
  return Math.min(...readings)
}

/** Waits until nothing acknowledged is undelivered, or `ms` passed. */
async function waitDelivered(ledger: Ledger, ms: number): Promise<void> {
  const deadline = performance.now() + ms
  while (performance.now() < deadline && ledger.lost(new Set()).length > 0) await pause(250)
}

/** The texts of the load's messages the database kept. */
async function storedTexts(databaseUrl: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ message: string }>(
      `select message from messages where message like 'load-%' or message like 'reply-%'`,
    )
    return new Set(rows.map((row) => row.message))
  } finally {
    await client.end()
  }
}

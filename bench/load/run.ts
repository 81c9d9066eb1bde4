import pg from 'pg'
import { startCluster, type Cluster } from '../../deploy/local-cluster.js'
import { LoadCustomer } from './customer.js'
import { LoadHttp } from './http.js'
import { Ledger, type Spread } from './ledger.js'
import { createSite, testNumbers } from './sites.js'
import { conversations, flood, Tally, type FloodKind, type TrafficDeps } from './traffic.js'
import { runFaults, type Fault, type FaultReport } from './faults.js'
import { StallWatch, type Stall } from './stalls.js'

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
  /** The benchmark's own event loop held up for over 100 ms in the clean period (ms after it began). */
  clientStalls: Stall[]
  faultPeriod: Spread | null
  /** The fault period's send → delivered by 10 s, by when each was sent. */
  faultTimeline: Spread[]
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
/**
 * A big site's conversations a second: 300 of its customers' messages a minute, half the default per-site limit,
 * so the main load is many busy sites (10 at the default 100 messages a second), none near its limit.
 */
const MAIN_SITE_PER_SECOND = 5
/** `demo` (seeded) and as many more as keep each at `MAIN_SITE_PER_SECOND` (two at least). */
function mainSites(perSecond: number): string[] {
  const count = Math.max(2, Math.ceil(perSecond / 2 / MAIN_SITE_PER_SECOND))
  return ['demo', ...Array.from({ length: count - 1 }, (_, index) => `bulk-${index + 1}`)]
}
/** Small sites, 10 customers each, whose sends together are "the quiet site" the flood is measured against. */
const QUIET_SITES = ['quiet-1', 'quiet-2', 'quiet-3', 'quiet-4']
const QUIET = 40
/**
 * The quiet sites' conversations a second together (each customer writes every 4 s, each site 2.5 a second): 400
 * messages beside the flood in a 60 s clean period and 800 without it, so their p99 is their fourth slowest beside
 * the flood, not their second.
 */
const QUIET_PER_SECOND = 10
const NOISY = 40
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
  const sites = [...mainSites(options.perSecond), ...QUIET_SITES, 'noisy']
  const numbers = options.customers + QUIET + NOISY + sites.length
  const cluster = await startCluster({
    databaseUrl: options.databaseUrl,
    port: options.port,
    env: {
      OTP_TEST_NUMBERS: testNumbers(numbers),
      OTP_IP_RATE_LIMIT: '1000000',
      OWNER_KEYS: sites.map((site) => `${site}:${ownerKeyOf(site)}`).join(','),
      // The per-site limits (`SITE_MESSAGE_RATE_LIMIT`, ...) as the benchmark's environment sets them, to measure
      // the noisy site at other limits than the defaults.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => /^SITE_[A-Z_]+_LIMIT$/.test(name))),
      // Node's options for the processes, to look inside them under load (`--import` of a script that profiles them).
      ...(process.env.LOAD_NODE_OPTIONS ? { NODE_OPTIONS: process.env.LOAD_NODE_OPTIONS } : {}),
    },
  })
  // The conversations' calls, and the customers' own (sign-ins, catch-ups) on connections of their own: in a browser
  // no send waits behind other customers' catch-ups, and in one shared queue thousands of catch-ups after a restart
  // or a resync held every send behind them for seconds.
  const http = new LoadHttp(cluster.base, 256)
  const customersHttp = new LoadHttp(cluster.base, 256)
  const customers: LoadCustomer[] = []
  try {
    return await measure(cluster, { traffic: http, customers: customersHttp }, customers, sites, options)
  } finally {
    for (const customer of customers) customer.close()
    http.close()
    customersHttp.close()
    await cluster.stop()
  }
}

async function measure(
  cluster: Cluster,
  clients: { traffic: LoadHttp; customers: LoadHttp },
  all: LoadCustomer[],
  sites: string[],
  options: LoadBenchOptions,
) {
  const { log } = options
  const http = clients.traffic
  for (const [index, site] of sites.entries())
    if (site !== 'demo') await createSite(http, site, options.customers + QUIET + NOISY + index)
  const main = mainSites(options.perSecond)
  const ledger = new Ledger()
  const tally = new Tally()
  const make = (subdomain: string, index: number) =>
    new LoadCustomer(clients.customers, cluster.base, subdomain, index, (text, at, via) =>
      ledger.delivered(text, at, via),
    )
  const customers = Array.from({ length: options.customers }, (_, index) => make(main[index % main.length]!, index))
  const quiet = Array.from({ length: QUIET }, (_, index) =>
    make(QUIET_SITES[index % QUIET_SITES.length]!, options.customers + index),
  )
  const noisy = Array.from({ length: NOISY }, (_, index) => make('noisy', options.customers + QUIET + index))
  all.push(...customers, ...quiet, ...noisy)
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
  const stallWatch = new StallWatch()
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
    conversations(deps, customers, options.perSecond / 2, inClean, mainBucket),
    conversations(deps, quiet, QUIET_PER_SECOND, inClean, quietBucket),
    noisyPart,
  ])
  const cpuPercent = cluster.processes.map(
    (vitrine, index) => ((vitrine.cpuMs() - cpuStart[index]!) / (performance.now() - cleanStart)) * 100,
  )
  const clientStalls = stallWatch.stop()
  const noisyResult = await noisyPart
  log('clean period done')

  let faults: FaultReport[] = []
  const faultStart = performance.now()
  if (options.faults.length > 0) {
    const inFaults = () => performance.now() - faultStart < ms
    const traffic = conversations(deps, customers, options.perSecond / 2, inFaults, () => 'fault')
    faults = await runFaults(cluster, options.faults, ms, log)
    await traffic
    log('fault period done')
  }
  // What is still on its way: retried sends end here; an event its stopped writer did not push goes out from another
  // process when its lease ends (30 s).
  retryUntil = performance.now() + 15_000
  await waitDelivered(ledger, new Set(), 45_000)
  // A send whose answer never came (the client gave up) may have been stored late: it is owed too, and may still be
  // on its way when the acknowledged ones are all in.
  await waitDelivered(ledger, await storedTexts(cluster.databaseUrl), 30_000)
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
    clientStalls,
    faultPeriod: options.faults.length > 0 ? ledger.latencies('fault') : null,
    faultTimeline: options.faults.length > 0 ? ledger.timeline('fault', faultStart, 10_000) : [],
    faults,
    lost: ledger.lost(stored).map((text) => ledger.describe(text)),
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

/** Waits until nothing acknowledged or `stored` is undelivered, or `ms` passed. */
async function waitDelivered(ledger: Ledger, stored: ReadonlySet<string>, ms: number): Promise<void> {
  const deadline = performance.now() + ms
  while (performance.now() < deadline && ledger.lost(stored).length > 0) await pause(250)
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

// `npm run bench:load [-- --customers 5000 --seconds 60 --rate 100 --no-faults --no-fairness --hostile-flood
// --noisy messages|pages|none]`:
// the load benchmark (bench/README.md "Load"). Builds first when the build is older than the sources.
import { parseArgs } from 'node:util'
// @ts-expect-error: a plain .mjs script without types
import { build, buildIsStale } from '../scripts/build-state.mjs'
import { ALL_FAULTS } from './load/faults.js'
import type { Spread } from './load/ledger.js'
import { runLoadBench, type LoadBenchResult } from './load/run.js'
import type { FloodKind } from './load/traffic.js'

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '100' },
    'no-faults': { type: 'boolean', default: false },
    'no-fairness': { type: 'boolean', default: false },
    'hostile-flood': { type: 'boolean', default: false },
    noisy: { type: 'string', default: 'both' },
  },
})
if (!['both', 'messages', 'pages', 'none'].includes(values.noisy)) {
  process.stderr.write('--noisy is messages, pages, both or none\n')
  process.exit(2)
}
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!databaseUrl) {
  process.stderr.write('bench:load needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)\n')
  process.exit(2)
}
if ((buildIsStale as () => boolean)()) (build as () => void)()

const log = (line: string) => process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`)
const result = await runLoadBench({
  databaseUrl,
  port: Number(process.env.LOAD_PORT ?? 4340),
  customers: Number(values.customers),
  seconds: Number(values.seconds),
  perSecond: Number(values.rate),
  fairness: !values['no-fairness'],
  hostileFlood: values['hostile-flood'],
  noisyFlood: values.noisy as FloodKind,
  faults: values['no-faults'] ? [] : ALL_FAULTS,
  log,
})
process.stdout.write(report(result))
process.exit(result.lost.length === 0 && result.unstored.length === 0 && result.unexpectedExits === 0 ? 0 : 1)

/** The client's stalls over 100 ms, each as its length at seconds into the clean period. */
function stalls(r: LoadBenchResult): string {
  if (r.clientStalls.length === 0) return 'none over 100 ms'
  const longest = [...r.clientStalls].sort((a, b) => b.ms - a.ms).slice(0, 5)
  return `${r.clientStalls.length} over 100 ms; longest ${longest
    .map((s) => `${s.ms.toFixed(0)} ms at ${(s.atMs / 1000).toFixed(1)} s`)
    .join(', ')}`
}

function report(r: LoadBenchResult): string {
  const ms = (s: Spread) =>
    `p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, max ${s.max.toFixed(0)} ms (${s.count})`
  const slowest = r.quietSlowest
    .map((s) => `${s.ms.toFixed(0)} ms (+${(s.sentAfterMs / 1000).toFixed(1)} s)`)
    .join(', ')
  const aloneAndBeside = (at: (s: Spread) => number) =>
    `${at(r.mainAlone).toFixed(0)} / ${at(r.mainWithNoisy).toFixed(0)} ms`
  const lines = [
    '',
    `customers with a socket open:      ${r.customers} (2 processes behind nginx)`,
    `send → delivered (clean):          ${ms(r.sendToDelivered)}`,
    `quiet site alone:                  ${ms(r.quietAlone)}`,
    `quiet site with the noisy one:     ${ms(r.quietWithNoisy)}`,
    `noisy/quiet p99 ratio:             ${(r.quietWithNoisy.p99 / r.quietAlone.p99).toFixed(2)}x (target ≤ 2x; ` +
      `${values['hostile-flood'] ? 'the noisy site ignores Retry-After' : 'the noisy site at its limits'})`,
    `quiet site's slowest beside it:    ${slowest} (how long after the flood began each was sent)`,
    `big sites alone / beside it:       p99 ${aloneAndBeside((s) => s.p99)}, p50 ${aloneAndBeside((s) => s.p50)}`,
    `benchmark's own stalls (clean):    ${stalls(r)}`,
    `noisy site (${values.noisy}):`.padEnd(35) + JSON.stringify(r.noisy),
    `send → delivered (with faults):    ${r.faultPeriod ? ms(r.faultPeriod) : 'no faults run'}`,
    ...r.faults.map((f) => `  ${f.fault} at ${f.atS.toFixed(1)} s: ${f.detail}`),
    ...r.faultTimeline.map(
      (s, step) => `  sent at ${step * 10}–${step * 10 + 10} s:`.padEnd(35) + (s.count ? ms(s) : 'none delivered live'),
    ),
    `messages sent/acknowledged:        ${r.counts.sent} / ${r.counts.acked}`,
    `reached by a catch-up:             ${r.counts.caughtUp}`,
    `messages lost:                     ${r.lost.length} ${r.lost.slice(0, 3).join(', ')}`,
    `acknowledged but not stored:       ${r.unstored.length}`,
    `longest gap a customer saw:        ${(r.longestGapMs / 1000).toFixed(1)} s (${r.reconnects} reconnects)`,
    `server RSS, both processes, idle:  ${r.rssMb.idle.toFixed(0)} MB`,
    `... with the sockets open:         ${r.rssMb.withSockets.toFixed(0)} MB`,
    `RSS per 1,000 sockets:             ${r.rssMb.perThousandSockets.toFixed(1)} MB`,
    `server CPU (clean period):         ${r.cpuPercent.map((p) => `${p.toFixed(0)}%`).join(', ')} of one core`,
    `answers other than 200:            ${JSON.stringify(r.errors)}`,
    `503s without Retry-After:          ${r.unavailableWithoutRetryAfter}`,
    `customer socket errors:            ${r.customerErrors}`,
    `processes that exited by themselves: ${r.unexpectedExits}`,
    `starts that failed and were retried: ${r.failedStarts}`,
    '',
  ]
  return lines.join('\n')
}

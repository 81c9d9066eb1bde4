import { PAGE_PATH } from '../../contract/page.js'
import type { Cluster } from '../../deploy/local-cluster.js'

/** A process restarted (SIGTERM, started again), Redis restarted, PostgreSQL unreachable for 10 s. */
export type Fault = 'restart' | 'redis' | 'database'

export const ALL_FAULTS: Fault[] = ['restart', 'redis', 'database']

export interface FaultReport {
  fault: Fault
  /** Seconds into the period. */
  atS: number
  tookMs: number
  detail: string
}

/** How long PostgreSQL stays away. */
export const DATABASE_CUT_MS = 10_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs the faults one after the other, spread over a period of `ms` (the first after a tenth of it), while the
 * load goes on; answers what each did.
 */
export async function runFaults(
  cluster: Cluster,
  faults: Fault[],
  ms: number,
  log: (line: string) => void,
): Promise<FaultReport[]> {
  const started = performance.now()
  const reports: FaultReport[] = []
  for (const [index, fault] of faults.entries()) {
    const at = (ms * (index + 0.1)) / faults.length
    await pause(Math.max(0, at - (performance.now() - started)))
    const begun = performance.now()
    const detail = await run(cluster, fault)
    const report = { fault, atS: (begun - started) / 1000, tookMs: performance.now() - begun, detail }
    log(`fault ${fault} at ${report.atS.toFixed(1)} s: ${detail} (${report.tookMs.toFixed(0)} ms)`)
    reports.push(report)
  }
  return reports
}

async function run(cluster: Cluster, fault: Fault): Promise<string> {
  if (fault === 'restart') {
    const { stopMs, exitCode } = await cluster.processes[0]!.restart()
    const port = cluster.processes[0]!.port
    return `process on ${port} stopped in ${stopMs.toFixed(0)} ms (exit ${exitCode}) and started again`
  }
  if (fault === 'redis') {
    await cluster.redis.restart()
    return 'redis-server stopped and started again'
  }
  // While PostgreSQL is away: what each process's /healthz answers, and a page call's status and Retry-After.
  const seen = new Set<string>()
  const probing = { on: true }
  const probe = async () => {
    while (probing.on) {
      for (const vitrine of cluster.processes) {
        const health = await fetch(`http://127.0.0.1:${vitrine.port}/healthz`).catch(() => null)
        seen.add(`healthz ${health?.status ?? 'no answer'}`)
      }
      const page = await fetch(`${cluster.base}${PAGE_PATH}?subdomain=nosuchsite&customRoute=/`).catch(() => null)
      seen.add(`api ${page?.status ?? 'no answer'} retry-after ${page?.headers.get('retry-after') ?? 'none'}`)
      await pause(1000)
    }
  }
  const probes = pause(2000).then(probe)
  await cluster.cutDatabase(DATABASE_CUT_MS)
  probing.on = false
  await probes
  return `PostgreSQL cut for ${DATABASE_CUT_MS / 1000} s; seen: ${[...seen].sort().join(', ')}`
}

import autocannon from 'autocannon'

/**
 * Requests per second and latency of one autocannon run; latencies are kept to the microsecond (autocannon's own are
 * whole ms).
 */
export interface LoadResult {
  requestsPerSecond: number
  p99Ms: number
  errors: number
}

/**
 * Loads `url` for `seconds` with `connections` connections. A `host` header
 * picks the tenant (Node cannot resolve `*.localhost`); `method`, `body` and
 * `headers` make it a call (the same body every time).
 */
export async function load(
  url: string,
  options: {
    seconds?: number
    connections?: number
    host?: string
    method?: 'GET' | 'POST'
    body?: string
    headers?: Record<string, string>
  } = {},
): Promise<LoadResult> {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        duration: options.seconds ?? 4,
        connections: options.connections ?? 20,
        method: options.method ?? 'GET',
        body: options.body,
        headers: { ...(options.host ? { host: options.host } : {}), ...options.headers },
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: percentile(latencies, 0.99),
    errors: result.errors + result.non2xx,
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN
}

export const median = (values: number[]) => percentile(values, 0.5)

/**
 * Runs `measured` and each baseline in turn, `rounds` times, so all of them
 * see the same load from the rest of the machine, and gives the median
 * throughput ratio and median p99 ratio of `measured` to each baseline.
 */
export async function interleaved<B extends string>(
  rounds: number,
  measured: () => Promise<LoadResult>,
  baselines: Record<B, () => Promise<LoadResult>>,
): Promise<Record<B, { throughput: number; p99: number; rps: number; baseRps: number }>> {
  const ratios = {} as Record<B, { throughput: number[]; p99: number[]; rps: number[]; baseRps: number[] }>
  for (const name of Object.keys(baselines) as B[]) ratios[name] = { throughput: [], p99: [], rps: [], baseRps: [] }
  for (let round = 0; round < rounds; round++) {
    for (const [name, baseline] of Object.entries(baselines) as [B, () => Promise<LoadResult>][]) {
      const base = await baseline()
      const figure = await measured()
      if (figure.errors > 0) throw new Error(`${figure.errors} errors under load`)
      ratios[name].throughput.push(figure.requestsPerSecond / base.requestsPerSecond)
      ratios[name].p99.push(figure.p99Ms / base.p99Ms)
      ratios[name].rps.push(figure.requestsPerSecond)
      ratios[name].baseRps.push(base.requestsPerSecond)
    }
  }
  const result = {} as Record<B, { throughput: number; p99: number; rps: number; baseRps: number }>
  for (const [name, r] of Object.entries(ratios) as [B, (typeof ratios)[B]][]) {
    result[name] = {
      throughput: median(r.throughput),
      p99: median(r.p99),
      rps: median(r.rps),
      baseRps: median(r.baseRps),
    }
  }
  return result
}

/** `812 ms = 41% of the 2000 ms budget (target <= 100%)`. */
export function budgetLine(value: number, budget: number, unit: string): string {
  const share = ((value / budget) * 100).toFixed(0)
  return `${value.toFixed(0)} ${unit} = ${share}% of the ${budget} ${unit} budget (target <= 100%)`
}

/** One line of the bench report: the figure, its baseline and their ratio. */
export function report(name: string, figure: number, baseline: number, unit: string, target: string): void {
  const ratio = figure / baseline
  console.log(
    `${name}: ${figure.toFixed(0)} ${unit} vs baseline ${baseline.toFixed(0)} ${unit} = ` +
      `${(ratio * 100).toFixed(1)}% (target ${target})`,
  )
}

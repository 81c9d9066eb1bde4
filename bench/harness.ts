import autocannon from 'autocannon'

/** Requests per second and latency of one autocannon run. */
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
  options: { seconds?: number; connections?: number; host?: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    duration: options.seconds ?? 4,
    connections: options.connections ?? 20,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { ...(options.host ? { host: options.host } : {}), ...options.headers },
  })
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/** One line of the bench report: the figure, its baseline and their ratio. */
export function report(name: string, figure: number, baseline: number, unit: string, target: string): void {
  const ratio = figure / baseline
  console.log(`${name}: ${figure.toFixed(0)} ${unit} vs baseline ${baseline.toFixed(0)} ${unit} = ${(ratio * 100).toFixed(1)}% (target ${target})`)
}

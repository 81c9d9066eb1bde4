import Fastify from 'fastify'
import { PAGE_PATH } from '../contract/page.js'
import { load, report } from './harness.js'
import { portOf, type BenchServer } from './server.js'

/**
 * Throughput of the page call (§7) and of the server-rendered published page,
 * each as a ratio of a bare Fastify route serving the same bytes in the same run.
 */
export async function pageThroughputBench(server: BenchServer): Promise<void> {
  const base = `http://127.0.0.1:${server.port}`
  await measure('page call', `${base}${PAGE_PATH}?subdomain=demo&customRoute=/`, 'application/json; charset=utf-8', 'informational')
  await measure('published page', `${base}/`, 'text/html; charset=utf-8', '>= 50%')
}

async function measure(name: string, url: string, contentType: string, target: string): Promise<void> {
  const host = 'demo.localhost'
  const bytes = await (await fetch(url, { headers: { host } })).text()
  const bare = Fastify()
  bare.get('/', async (_request, reply) => reply.header('content-type', contentType).send(bytes))
  await bare.listen({ port: 0, host: '127.0.0.1' })
  try {
    const baseline = await load(`http://127.0.0.1:${portOf(bare)}/`)
    const measured = await load(url, { host })
    if (measured.errors > 0) throw new Error(`${name} answered ${measured.errors} errors under load`)
    report(`${name} throughput`, measured.requestsPerSecond, baseline.requestsPerSecond, 'req/s', target)
  } finally {
    await bare.close()
  }
}

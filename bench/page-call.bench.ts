import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { PAGE_PATH } from '../contract/page.js'
import { benchPort, startChildServer } from './child-server.js'
import { interleaved, load } from './harness.js'
import { sized } from './smoke.js'

const ROUNDS = sized(4, 1)
const SECONDS = sized(2.5, 0.3)
/**
 * A phone's browser, as people's visits carry: the page's visit counter (server/modules/insights) counts them, so its
 * cost is in the figure (a request without a user agent is not counted; autocannon sends none of its own).
 */
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/131.0.0.0 Mobile Safari/537.36',
}
/** What Node adds to any answer itself: not part of the answer a static route copies. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

interface Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/**
 * Throughput of the page call (docs/product.md, 'Calls') and of the server-rendered published
 * page on the built server (PGlite, its own process), each against a static
 * route in another bare Fastify process that sends the same answer from
 * memory: same status, headers (the security headers included) and body
 * bytes; and, for reference, against one sending the body alone. Rounds
 * alternate so both sides see the same machine load; medians are printed.
 * Requests carry no Accept-Encoding, so both sides send the identity bytes.
 */
export async function pageThroughputBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-page-'))
  const server = await startChildServer({ DATA_DIR: dataDir }, benchPort(3))
  const spec = path.join(dataDir, 'static-routes.json')
  try {
    const call = await get(server.port, `${PAGE_PATH}?subdomain=demo&customRoute=/`)
    const page = await get(server.port, '/', 'demo.localhost')
    const routes: Record<string, object> = {}
    for (const [name, answer] of Object.entries({ call, page })) {
      routes[`/${name}/same`] = { status: answer.status, headers: answer.headers, body: answer.body.toString('base64') }
      routes[`/${name}/body`] = {
        status: answer.status,
        headers: { 'content-type': answer.headers['content-type'] },
        body: answer.body.toString('base64'),
      }
    }
    fs.writeFileSync(spec, JSON.stringify(routes))
    const port = benchPort(4)
    const bare = spawn(process.execPath, [path.join(import.meta.dirname, 'static-route.mjs'), String(port), spec], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    try {
      await new Promise((resolve) => bare.stdout.once('data', resolve))
      const run = (url: string, host?: string) => () => load(url, { seconds: SECONDS, host, headers: BROWSER })
      const staticUrl = (name: string, kind: string) => `http://127.0.0.1:${port}/${name}/${kind}`
      const callFigures = await interleaved(ROUNDS, run(`${server.base}${PAGE_PATH}?subdomain=demo&customRoute=/`), {
        same: run(staticUrl('call', 'same')),
        body: run(staticUrl('call', 'body')),
      })
      console.log(
        `page call throughput: ${callFigures.same.rps.toFixed(0)} req/s = ${pct(callFigures.same.throughput)} ` +
          `of a static route sending the same answer (headers and body) (target >= 80%); ` +
          `${pct(callFigures.body.throughput)} of one sending the body alone (informational)`,
      )
      const pageFigures = await interleaved(ROUNDS, run(`${server.base}/`, 'demo.localhost'), {
        same: run(staticUrl('page', 'same')),
        body: run(staticUrl('page', 'body')),
      })
      console.log(
        `published page throughput: ${pageFigures.same.rps.toFixed(0)} req/s = ${pct(pageFigures.same.throughput)} ` +
          `of a static route sending the same answer (target >= 95%), ` +
          `p99 ${pageFigures.same.p99.toFixed(2)}x its p99 (target <= 1.2x); ` +
          `${pct(pageFigures.body.throughput)} of one sending the body alone (informational)`,
      )
    } finally {
      bare.kill('SIGTERM')
    }
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`

/** One GET with a Host header (fetch cannot set one), keeping status, headers and the exact body bytes. */
function get(port: number, url: string, host?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers: host ? { host } : {} }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(response.headers))
          if (!TRANSPORT_HEADERS.has(name) && value !== undefined) headers[name] = String(value)
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`))
        resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks) })
      })
    })
    request.on('error', reject)
  })
}

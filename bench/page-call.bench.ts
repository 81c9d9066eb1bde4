import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { buildApp } from '../server/app.js'
import { loadConfig } from '../server/config.js'
import { openDatabase } from '../server/db/database.js'
import { PAGE_PATH } from '../contract/page.js'
import { load, report } from './harness.js'

/**
 * The page call's throughput as a ratio of a bare Fastify route that serves
 * the same bytes, measured in the same run on the same machine.
 */
export async function pageCallBench(distDir: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'))
  const config = loadConfig({ DATA_DIR: dataDir })
  const database = await openDatabase(config)
  const app = await buildApp(config, { database, distDir })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const bare = Fastify()
  try {
    const url = `http://127.0.0.1:${port(app.server.address())}${PAGE_PATH}?subdomain=demo&customRoute=/`
    const bytes = await (await fetch(url)).text()
    bare.get('/', async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(bytes))
    await bare.listen({ port: 0, host: '127.0.0.1' })
    const baseline = await load(`http://127.0.0.1:${port(bare.server.address())}/`)
    const measured = await load(url)
    if (measured.errors > 0) throw new Error(`page call answered ${measured.errors} errors under load`)
    report('page call throughput', measured.requestsPerSecond, baseline.requestsPerSecond, 'req/s', 'informational')
  } finally {
    await bare.close()
    await app.close()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

function port(address: ReturnType<typeof Fastify.prototype.server.address>): number {
  if (address === null || typeof address === 'string') throw new Error('server is not listening on a port')
  return address.port
}

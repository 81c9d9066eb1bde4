import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../server/app.js'
import { loadConfig } from '../server/config.js'
import { openDatabase, type DatabaseHandle } from '../server/db/database.js'
import { TEST_NUMBERS_ENV } from '../server/modules/auth/test-helpers.js'

export interface BenchServer {
  app: FastifyInstance
  port: number
  close(): Promise<void>
}

/**
 * The production app in this process (built client, fresh PGlite with the demo, unpacked from the build's template) on
 * a free port, with `limits` (settings such as `SITE_ORDER_RATE_LIMIT`) raised where the benchmarks' load needs it.
 */
export async function startBenchServer(distDir: string, limits: Record<string, string>): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'))
  const config = loadConfig({ DATA_DIR: dataDir, ...TEST_NUMBERS_ENV, LOG_LEVEL: 'error', ...limits })
  const database: DatabaseHandle = await openDatabase({ ...config, pgliteTemplateDir: path.join(distDir, 'pglite') })
  const app = await buildApp(config, { database, distDir })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    port: portOf(app),
    async close() {
      await app.close()
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export function portOf(app: FastifyInstance): number {
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('server is not listening on a port')
  return address.port
}

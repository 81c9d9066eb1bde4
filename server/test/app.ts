import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import * as entry from '../../src/entry-server.js'
import { buildApp, type AppOptions } from '../app.js'
import { loadConfig, type Config } from '../config.js'
import type { DatabaseHandle } from '../db/database.js'
import { createModuleRenderer } from '../render/renderer.js'

const template = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8')

/** Renders with the SSR entry from source, so server tests need no build. */
export const sourceRenderer = createModuleRenderer(template, async () => entry)

/**
 * An app on a test database, with the demo seeded and pages rendered from source.
 *
 * @example
 * const app = await buildTestApp(database)
 * const res = await app.inject({ url: '/', headers: { host: 'demo.localhost' } })
 */
export async function buildTestApp(
  database: DatabaseHandle,
  options: { env?: Record<string, string>; app?: Partial<AppOptions> } = {},
): Promise<FastifyInstance & { config: Config }> {
  const config = loadConfig({ DATA_DIR: '/nonexistent', ...options.env })
  return buildApp(config, { database, renderer: sourceRenderer, seed: true, ...options.app })
}

import path from 'node:path'
import middie from '@fastify/middie'
import { createServer } from 'vite'
import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { createViteRenderer } from './render/renderer.js'

/**
 * `npm run dev`: the same Fastify app, with Vite in middleware mode serving
 * the client (HMR) and loading the SSR entry on every request.
 */
const root = path.resolve(import.meta.dirname, '..')
const config = loadConfig(process.env)
const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' })
const app = await buildApp(config, {
  renderer: createViteRenderer(vite, root),
  logger: { level: 'info' },
  development: true,
})
await app.register(middie)
app.use(vite.middlewares)
app.addHook('onClose', () => vite.close())
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
process.on('SIGINT', () => void app.close().then(() => process.exit(0)))
await app.listen({ port: config.port, host: config.host })

import path from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import type { Config } from './config.js'
import { openDatabase, type DatabaseHandle } from './db/database.js'
import { seedDemo } from './db/seed/seed.js'
import healthRoutes from './modules/health/routes.js'
import ownerPageRoutes from './modules/owner/page-routes.js'
import ownerRoutes from './modules/owner/routes.js'
import pageRoutes from './modules/page/routes.js'
import contactRoutes from './modules/contact/routes.js'
import dbPlugin from './plugins/db.js'
import errorsPlugin, { BAD_URL_ANSWER } from './plugins/errors.js'
import ownerAuth from './plugins/owner-auth.js'
import pagesPlugin from './plugins/pages.js'
import securityHeaders from './plugins/security-headers.js'
import sitePages from './plugins/site-pages.js'
import tenancyPlugin from './plugins/tenancy.js'
import fastifyCookie from '@fastify/cookie'
import authPlugin from './plugins/auth.js'
import realtimePlugin from './plugins/realtime.js'
import authRoutes from './modules/auth/routes.js'
import pincodeRoutes from './modules/pincode/routes.js'
import chatRoutes from './modules/chat/routes.js'
import catalogueRoutes from './modules/catalogue/routes.js'
import cartRoutes from './modules/cart/routes.js'
import addressRoutes from './modules/address/routes.js'
import orderRoutes from './modules/order/routes.js'
import { createPincodeProvider } from './providers/pincode/index.js'
import uploadRoutes from './modules/upload/routes.js'
import storagePlugin from './providers/storage/plugin.js'
import gatewaysPlugin from './providers/payment/plugin.js'
import sandboxGatewayRoutes from './modules/sandbox-gateway/routes.js'
import paymentRoutes from './modules/payment/routes.js'
import inboxRoutes from './modules/inbox/routes.js'
import { createBuiltRenderer, type Renderer } from './render/renderer.js'
import { servedRoutes } from './http/served-routes.js'

export interface AppOptions {
  /** An open database; by default one is opened from the config and closed with the app. */
  database?: DatabaseHandle
  /** Page renderer; by default the production build in `distDir`. */
  renderer?: Renderer
  /** Built client (`dist/`); static files are served from `distDir/client` when present. */
  distDir?: string
  logger?: FastifyServerOptions['logger']
  /** Seed the demo site on an empty database (default: outside production). */
  seed?: boolean
  /** `npm run dev` (Vite middleware): the page CSP allows Vite's inline scripts, injected styles and HMR socket. */
  development?: boolean
}

/**
 * The Fastify factory used by `server/main.ts` and by tests.
 *
 * @example
 * const app = await buildApp(loadConfig(process.env))
 * await app.listen({ port: app.config.port })
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const pgliteTemplateDir = path.join(options.distDir ?? path.resolve('dist'), 'pglite')
  const database = options.database ?? (await openDatabase({ ...config, pgliteTemplateDir }))
  const app = Fastify({
    logger: options.logger ?? false,
    // Behind a proxy, X-Forwarded-For gives the client IP the rate limits use; without one it would be forged.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: true,
    // A URL the router refuses before any route (bad percent-encoding, a path parameter over 100 characters)
    // answers like every other 400, instead of Fastify's own JSON echoing the raw path.
    frameworkErrors: (_error, _request, reply) => void (reply as FastifyReply).status(400).send(BAD_URL_ANSWER),
  })
  app.decorate('config', config)
  if (!options.database) app.addHook('onClose', () => database.close())
  try {
    await register(app, config, database, options)
  } catch (error) {
    await app.close()
    throw error
  }
  return app
}

async function register(app: FastifyInstance, config: Config, database: DatabaseHandle, options: AppOptions) {
  if (options.seed ?? !config.production) await seedDemo(database.db)

  // Before any route, so it lists them all.
  await app.register(servedRoutes)
  // Before the other plugins, so every answer carries the headers, errors and 404s included.
  await app.register(securityHeaders, { storage: config.storage, development: options.development ?? false })
  await app.register(errorsPlugin)
  await app.register(fastifyCookie)
  // JSON answers are compressed on the fly; pages and static files come precompressed.
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 })
  await app.register(dbPlugin, { db: database.db })
  await app.register(tenancyPlugin, { config })
  await app.register(ownerAuth, { config })
  await app.register(authPlugin)
  await app.register(realtimePlugin)
  await app.register(gatewaysPlugin)

  const distDir = options.distDir ?? path.resolve('dist')
  const renderer = options.renderer ?? (await createBuiltRenderer(distDir))
  await app.register(pagesPlugin, { renderer })

  await app.register(healthRoutes)
  await app.register(pageRoutes)
  await app.register(contactRoutes)
  await app.register(ownerRoutes)
  await app.register(ownerPageRoutes)
  await app.register(catalogueRoutes)
  await app.register(cartRoutes)
  await app.register(storagePlugin)
  await app.register(uploadRoutes)
  await app.register(authRoutes)
  await app.register(chatRoutes)
  // One pincode lookup (and its index) for the lookup call and the address checks.
  const pincodes = createPincodeProvider({ httpUrl: config.pincodeHttpUrl, cacheFile: path.join(config.dataDir, 'pincode-index.json') })
  await app.register(pincodeRoutes, { provider: pincodes })
  await app.register(addressRoutes, { pincodes })
  await app.register(orderRoutes)
  await app.register(sandboxGatewayRoutes)
  await app.register(paymentRoutes)
  await app.register(inboxRoutes)
  if (!options.renderer) {
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'client'),
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      },
    })
  }
  await app.register(sitePages)
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

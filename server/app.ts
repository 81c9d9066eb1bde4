import path from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify'
import type { Config } from './config.js'
import { openDatabase, type DatabaseHandle } from './db/database.js'
import { seedDemo } from './db/seed/seed.js'
import { SecretBox } from './lib/secret-box.js'
import { verifySecretsKey } from './secrets-key.js'
import { fastifyTrustProxy } from './trust-proxy-config.js'
import healthRoutes from './modules/health/routes.js'
import ownerPageRoutes from './modules/owner/page-routes.js'
import ownerRoutes from './modules/owner/routes.js'
import ownerManifestRoute from './modules/owner/manifest-route.js'
import catalogueStudioRoutes from './modules/catalogue-studio/index.js'
import pageRoutes from './modules/page/routes.js'
import settingsRoutes from './modules/settings/index.js'
import deliveryRoutes from './modules/delivery/index.js'
import activityRoutes from './modules/activity/index.js'
import contactRoutes from './modules/contact/routes.js'
import domainRoutes, { SystemCnameResolver, type CnameResolver } from './modules/domain/index.js'
import shareRoutes from './modules/share/index.js'
import seoRoutes from './modules/seo/index.js'
import embedRoutes from './modules/embed/index.js'
import dbPlugin from './plugins/db.js'
import siteLimitsPlugin from './plugins/site-limits.js'
import errorsPlugin, { BAD_URL_ANSWER } from './plugins/errors.js'
import ownerAuth from './plugins/owner-auth.js'
import pagesPlugin from './plugins/pages.js'
import securityHeaders from './plugins/security-headers.js'
import sitePages from './plugins/site-pages.js'
import tenancyPlugin from './plugins/tenancy.js'
import fastifyCookie from '@fastify/cookie'
import authPlugin from './plugins/auth.js'
import realtimePlugin from './plugins/realtime.js'
import { authRoutes, createOtpService } from './modules/auth/index.js'
import { storeWelcomeMessage } from './modules/chat/index.js'
import liveUpdates from './modules/live/index.js'
import { ownerAuthRoutes, ownerTeamRoutes } from './modules/owner-auth/index.js'
import { signupPageRoutes, signupRoutes } from './modules/signup/index.js'
import webPush from './modules/push/index.js'
import ownerEmail from './modules/email/index.js'
import eventsPlugin from './plugins/events.js'
import type { DispatcherOptions } from './events/dispatcher.js'
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
import orderBoardRoutes from './modules/inbox/order-board.js'
import { quoteRoutes } from './modules/quote/index.js'
import webhookRoutes, { type WebhookOptions } from './modules/webhooks/index.js'
import quickReplyRoutes from './modules/quick-replies/index.js'
import cartReminders from './modules/cart-reminders/index.js'
import offerRoutes from './modules/offers/index.js'
import invoices from './modules/invoices/index.js'
import customerNoteRoutes from './modules/customer-notes/index.js'
import insights from './modules/insights/index.js'
import labelRoutes from './modules/labels/index.js'
import discountCodeRoutes from './modules/discounts/index.js'
import customerRoutes from './modules/customers/index.js'
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
  /** How long a connection may take to send its request's headers (default `IDLE_CONNECTION`; tests shorten it). */
  idleConnection?: { headersMs: number; checkEveryMs: number }
  /** The event dispatcher's lease and poll (server/events/); tests shorten them. */
  events?: DispatcherOptions
  /** Looks up custom domains' CNAME records (default: the system's resolver); tests hand a local DNS server's. */
  cnameResolver?: CnameResolver
  /** The webhook sender's poll, timeout and retries (server/modules/webhooks/); tests shorten them. */
  webhooks?: WebhookOptions
}

/**
 * A connection that sends no complete request headers within `headersMs`
 * (one that never sends a byte included) is answered 408 and closed; Node
 * looks every `checkEveryMs`. Node's own default is 60 s, looked at every
 * 30 s: 90 s in which held-open sockets cost a file descriptor each. An
 * idle keep-alive connection between requests is `keepAliveTimeout`'s, and
 * an open websocket is not an HTTP request any more: neither is cut by this.
 */
export const IDLE_CONNECTION = { headersMs: 20_000, checkEveryMs: 2_000 } as const

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
    // Behind a proxy, X-Forwarded-For gives the client IP the rate limits use: only what the trusted proxies wrote.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: true,
    http: {
      headersTimeout: (options.idleConnection ?? IDLE_CONNECTION).headersMs,
      connectionsCheckingInterval: (options.idleConnection ?? IDLE_CONNECTION).checkEveryMs,
    },
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
  await app.register(siteLimitsPlugin)
  await app.register(tenancyPlugin, { config })
  await app.register(ownerAuth, { config })
  await registerInOrder(app, [authPlugin, realtimePlugin])
  await app.register(eventsPlugin, options.events ?? {})
  await registerInOrder(app, [liveUpdates, webPush, ownerEmail, gatewaysPlugin, insights])
  // A key that cannot open what is stored stops the start here (or, with SECRETS_KEY_PREVIOUS, re-seals it).
  const previous = config.secretsKeyPrevious && new SecretBox(config.secretsKeyPrevious)
  await verifySecretsKey({ db: app.db, box: app.secretBox, previous, log: app.log })

  const distDir = options.distDir ?? path.resolve('dist')
  const renderer = options.renderer ?? (await createBuiltRenderer(distDir))
  await app.register(pagesPlugin, { renderer })

  await registerInOrder(app, [healthRoutes, pageRoutes, contactRoutes, ownerRoutes, catalogueStudioRoutes])
  await registerInOrder(app, [ownerPageRoutes, ownerManifestRoute, settingsRoutes, deliveryRoutes, activityRoutes])
  await app.register(domainRoutes, { resolver: options.cnameResolver ?? new SystemCnameResolver() })
  await registerInOrder(app, [shareRoutes, seoRoutes, catalogueRoutes, cartRoutes, storagePlugin, uploadRoutes])
  // One OTP service for the customers' and the owners' sign-in; a new customer is greeted by the chat.
  const otp = createOtpService(app)
  await app.register(authRoutes, { otp, welcome: storeWelcomeMessage })
  await app.register(ownerAuthRoutes, { otp })
  // The widget on other websites: its loader, its iframe's page, identify without a code.
  await app.register(embedRoutes, {
    welcome: storeWelcomeMessage,
    distDir: options.distDir ?? path.resolve('dist'),
    // Like the client's static files below: only for the built app.
    serveAssets: !options.renderer,
  })
  await app.register(ownerTeamRoutes)
  await app.register(signupRoutes, { otp })
  await registerInOrder(app, [signupPageRoutes, chatRoutes])
  // One pincode lookup (and its index) for the lookup call and the address checks.
  const pincodes = createPincodeProvider({
    httpUrl: config.pincodeHttpUrl,
    cacheFile: path.join(config.dataDir, 'pincode-index.json'),
  })
  await app.register(pincodeRoutes, { provider: pincodes })
  await app.register(addressRoutes, { pincodes })
  await app.register(invoices, { pincodes })
  await registerInOrder(app, [orderRoutes, quoteRoutes, sandboxGatewayRoutes, paymentRoutes])
  await registerInOrder(app, [inboxRoutes, orderBoardRoutes])
  await app.register(webhookRoutes, options.webhooks ?? {})
  await app.register(quickReplyRoutes)
  await app.register(cartReminders)
  await app.register(offerRoutes)
  await app.register(customerNoteRoutes)
  await app.register(labelRoutes)
  await app.register(discountCodeRoutes)
  await app.register(customerRoutes)
  if (!options.renderer) {
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'client'),
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      },
    })
  }
  await app.register(sitePages)
}

/** Registers plugins that take no options, one after another, in the order given (Fastify's order matters). */
async function registerInOrder(app: FastifyInstance, plugins: FastifyPluginAsync[]) {
  for (const plugin of plugins) await app.register(plugin)
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

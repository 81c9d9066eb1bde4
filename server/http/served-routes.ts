import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { RouteDeclaration } from './route.js'

/** A route the app serves: its method, URL pattern (`*` and `:name` as declared) and what `route()` said about it. */
export interface ServedRoute {
  method: string
  url: string
  /**
   * Who may call it and the codecs of its input, for a route declared with
   * `route()`; undefined for one registered another way (the multipart
   * uploads, the stored files, static files, the pages, health, the
   * customer's session calls), which reads its request itself.
   */
  declared?: RouteDeclaration
}

/**
 * Lists every route the app serves in `app.servedRoutes`, as Fastify adds
 * it (an `onRoute` hook), with the declaration `route()` keeps in the
 * route's config. Register it before any route; the fuzz test reads its
 * routes and their input codecs from here, so a new route with input is
 * fuzzed with no list to update. HEAD routes Fastify adds for each GET are
 * left out.
 *
 * @example
 * await app.register(servedRoutes)
 * // ...routes...
 * app.servedRoutes
 * // [{ method: 'GET', url: '/healthz' },
 * //  { method: 'POST', url: CART_ADD_PATH, declared: { auth: 'customer', body: CartAddBody } }, ...]
 */
export const servedRoutes = fp(
  async (app: FastifyInstance) => {
    const routes: ServedRoute[] = []
    app.decorate('servedRoutes', routes)
    app.addHook('onRoute', (options) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method]
      for (const method of methods) {
        if (method === 'HEAD') continue
        const declared = options.config?.declared
        routes.push(declared ? { method, url: options.url, declared } : { method, url: options.url })
      }
    })
  },
  { name: 'served-routes' },
)

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, in the order they were added (see `servedRoutes`). */
    servedRoutes: readonly ServedRoute[]
  }
}

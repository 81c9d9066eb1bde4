import type { FastifyInstance } from 'fastify'

/** A route the app serves: its method and URL pattern (`*` and `:name` as declared). */
export interface AppRoute {
  method: string
  url: string
}

/**
 * Every route of a ready app, read from `app.printRoutes()` (Fastify offers
 * no list; an `onRoute` hook would have to be added before the routes are).
 * HEAD routes Fastify adds for each GET are left out.
 *
 * @example
 * routesOf(app) // [{ method: 'GET', url: '/healthz' }, { method: 'POST', url: '/business_website/chat_widget/send_new_message' }, ...]
 */
export function routesOf(app: FastifyInstance): AppRoute[] {
  return parseRouteTree(app.printRoutes())
}

/**
 * Parses the tree `printRoutes()` draws: each line is a path segment under
 * its parent (4 columns per level), with the methods served there in
 * parentheses.
 *
 * @example
 * parseRouteTree('└── /\n    ├── healthz (GET, HEAD)\n    └── a (POST)\n') // [{ method: 'GET', url: '/healthz' }, { method: 'POST', url: '/a' }]
 */
export function parseRouteTree(tree: string): AppRoute[] {
  const prefixes: string[] = []
  const routes: AppRoute[] = []
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const url = (depth > 0 ? prefixes[depth - 1]! : '') + match[2]!
    prefixes[depth] = url
    prefixes.length = depth + 1
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url })
  }
  return routes
}

import type { FastifyInstance } from 'fastify'
import { OWNER_MANIFEST_PATH, OWNER_WORKER_SCOPE } from '../../../contract/push.js'
import { siteName } from '../auth/index.js'
import { serverText } from '../../text/server-text.js'

/** The icons the client build draws (scripts/owner-pwa.ts `OWNER_ICONS`). */
const ICONS = [
  { src: '/owner-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/owner-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/owner-icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]
const BRAND = '#0f766e'
const COLOUR = /^#[0-9a-f]{3,8}$/i

/**
 * The owner app's web app manifest, per site (its name and colour): what
 * makes `/owner` installable on a phone's home screen, opening full screen
 * (`display: standalone`) at `/owner`, within the owner worker's scope.
 */
export default async function ownerManifestRoute(app: FastifyInstance) {
  app.get(OWNER_MANIFEST_PATH, async (request, reply) => {
    const site = await app.tenancy.siteForHost(request.headers.host)
    if (!site) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' })
    const name = siteName(site)
    const primary = (site.colorPalette as Record<string, string> | null)?.primary
    const theme = primary && COLOUR.test(primary) ? primary : BRAND
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        JSON.stringify({
          id: OWNER_WORKER_SCOPE,
          name: serverText('push.appName', { site: name }),
          short_name: name.slice(0, 12),
          start_url: OWNER_WORKER_SCOPE,
          scope: OWNER_WORKER_SCOPE,
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#ffffff',
          theme_color: theme,
          icons: ICONS,
        }),
      )
  })
}

import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  EMBED_DATA_ELEMENT_ID,
  EMBED_FRAME_PATH,
  EMBED_LOADER_PATH,
  EmbedFrameQuery,
  embedOrigin,
  type EmbedFrameData,
} from '../../../contract/embed.js'
import type { WidgetSettings } from '../../../contract/page.js'
import { route } from '../../http/route.js'
import { pagePolicy, uploadsOrigin } from '../../http/page-policy.js'
import { inlineSourceHashes } from '../../render/inline-sources.js'
import { serverText } from '../../text/server-text.js'
import type { Site } from '../site/index.js'
import type { EmbedSettingsService } from './embed-settings.js'

/** Where the built loader and the iframe's page are (`npm run build`): `dist/embed/v1.js`, the client's HTML. */
export const LOADER_FILE = path.join('embed', 'v1.js')
export const FRAME_FILE = path.join('embed-frame', 'src', 'embed', 'frame.html')
/** The iframe page's own build (vite.embed.config.ts), served under this prefix. */
export const FRAME_ASSETS_PREFIX = '/embed-assets/'

/** The loader's placeholder the server fills with the site's launcher (embed/loader.ts `SITE`). */
const SITE_PLACEHOLDER = /(["'])__VITRINE_SITE__\1/

/**
 * A loader is cached for five minutes and then revalidated (its URL never changes, so it cannot be immutable); a
 * day's stale copy may serve a visitor while it is.
 */
export const LOADER_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'

/**
 * The loader (`EMBED_LOADER_PATH`) with the site's launcher colour and words filled in, loadable by any website
 * (Cross-Origin-Resource-Policy: cross-origin); and the iframe's page (`EMBED_FRAME_PATH?origin=`), framed only by
 * the origins the owner allowed (`frame-ancestors`; none allowed: by nobody), with the site's widget settings and
 * the host origin the iframe may talk to (null when that origin is not allowed: it then reports an error).
 */
export default async function embedFrameRoutes(
  app: FastifyInstance,
  { settings, distDir, serveAssets }: { settings: EmbedSettingsService; distDir: string; serveAssets: boolean },
) {
  const files = new Map<string, Promise<string | null>>()
  const file = (name: string) => {
    const read = files.get(name) ?? fs.readFile(path.join(distDir, name), 'utf8').catch(() => null)
    files.set(name, read)
    return read
  }
  const storageOrigin = uploadsOrigin(app.config.storage)
  const assets = path.join(distDir, 'embed-frame', 'assets')
  if (serveAssets && existsSync(assets))
    await app.register(fastifyStatic, {
      root: assets,
      prefix: `${FRAME_ASSETS_PREFIX}assets/`,
      decorateReply: false,
      index: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    })

  const widgetOf = async (site: Site): Promise<WidgetSettings | null> => {
    const published = await app.pages.published(site, '/')
    return published.found ? (published.page.installedWidgets.chatWidget ?? null) : null
  }

  route(app, { method: 'GET', url: EMBED_LOADER_PATH }, async ({ request, reply }) => {
    const site = await app.tenancy.siteForHost(request.headers.host)
    const loader = await file(LOADER_FILE)
    if (!site || loader === null) return notFound(reply)
    const widget = await widgetOf(site)
    const launcher = {
      site: site.subdomain,
      color: widget?.themeColor ?? '#1f2937',
      label: serverText('embed.launcherLabel'),
      title: serverText('embed.frameTitle'),
    }
    const body = loader.replace(SITE_PLACEHOLDER, () => JSON.stringify(launcher))
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', LOADER_CACHE_CONTROL)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('etag', etag)
      .header('vary', 'accept-encoding')
    if (request.headers['if-none-match'] === etag) return reply.status(304).send()
    return reply.send(body)
  })

  route(app, { method: 'GET', url: EMBED_FRAME_PATH, query: EmbedFrameQuery }, async ({ request, reply, query }) => {
    const site = await app.tenancy.siteForHost(request.headers.host)
    const template = await file(FRAME_FILE)
    if (!site || template === null) return notFound(reply)
    const allowed = await settings.allowedOrigins(site.id)
    const asked = embedOrigin(query.origin ?? '')
    const data: EmbedFrameData = {
      subdomain: site.subdomain,
      siteId: site.id,
      hostOrigin: asked !== null && allowed.includes(asked) ? asked : null,
      settings: await widgetOf(site),
    }
    const json = JSON.stringify(data).replace(/</g, '\\u003c')
    const html = template.replace(
      '<!--embed-data-->',
      () => `<script type="application/json" id="${EMBED_DATA_ELEMENT_ID}">${json}</script>`,
    )
    return reply
      .header('content-security-policy', framePolicy(request, html, allowed, storageOrigin))
      .removeHeader('x-frame-options')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('content-type', 'text/html; charset=utf-8')
      .send(html)
  })
}

/** The page policy of the site, with `frame-ancestors` the allowed host origins instead of none. */
export function framePolicy(
  request: FastifyRequest,
  html: string,
  allowed: readonly string[],
  storageOrigin: string | null,
): string {
  const policy = pagePolicy({
    inline: inlineSourceHashes(html),
    kind: 'published',
    request,
    storageOrigin,
    development: false,
  })
  const ancestors = allowed.length > 0 ? allowed.join(' ') : "'none'"
  return policy.replace(/frame-ancestors [^;]+/, `frame-ancestors ${ancestors}`)
}

function notFound(reply: FastifyReply) {
  return reply.status(404).header('cache-control', 'no-store').send({ message: 'Not found', code: 'NOT_FOUND' })
}

import { EMBED_FRAME_PATH } from '../../../contract/embed.js'
import { SITEMAP_PATH } from '../../../contract/storefront-files.js'

/**
 * What crawlers leave alone: the owner app, the JSON API, sign-in and uploads' API, the socket, the embed frame, the
 * sandbox payment pages, the widget's own screens, and any owner preview link. Product photos
 * (`/uploads/`) stay crawlable: shopping surfaces fetch them.
 */
export const DISALLOWED = [
  '/owner',
  '/business_website/',
  '/auth/',
  '/upload/',
  '/socket.io/',
  EMBED_FRAME_PATH,
  '/sandbox/',
  '/chat',
  '/logout',
  '/*ownerPreview=',
] as const

/** A site's `/robots.txt`: every crawler, the paths above, and the sitemap's absolute address. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n')
}

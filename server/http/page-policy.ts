import type { FastifyRequest } from 'fastify'
import type { StorageConfig } from '../config.js'
import type { InlineSources } from '../render/inline-sources.js'

/** The payment gateway's checkout script (loaded on demand) and the frame it opens. */
export const RAZORPAY_SCRIPT_ORIGIN = 'https://checkout.razorpay.com'
export const RAZORPAY_FRAME_ORIGIN = 'https://api.razorpay.com'

/** A published page (never framed) or an owner's preview (framed by the owner app on the same host). */
export type PageKind = 'published' | 'preview'

/**
 * The Content-Security-Policy of a page.
 *
 * - scripts: this origin (the page and widget chunks), the inline scripts
 *   the page was rendered with (by hash; a production page has none), the
 *   payment gateway's checkout script; no inline event handlers;
 * - styles: this origin (lazy chunks' stylesheets), the inlined stylesheet by
 *   hash, and the palette's `style` attribute by hash (`'unsafe-hashes'`
 *   allows exactly those attribute values, nothing else);
 * - images: this origin, `data:` and `blob:` (previews before upload), any
 *   https URL (owners link images from anywhere), and the uploads bucket;
 * - media: this origin (`/uploads`), `blob:` (a voice note before sending),
 *   the uploads bucket;
 * - connections: this origin, its websocket (socket.io) by name for browsers
 *   whose `'self'` does not cover ws:/wss:;
 * - frames: this origin (the owner app's live preview of the draft) and the
 *   payment gateway; framed by nobody, except an owner preview by the owner
 *   app on the same host.
 *
 * In development, Vite's inline scripts and injected styles need
 * `'unsafe-inline'` (hashes would switch it off) and its HMR socket its own port.
 *
 * @example
 * pagePolicy({ inline: inlineSourceHashes(html), kind: 'published', request, storageOrigin: null, development: false })
 * // "default-src 'self'; script-src 'self' https://checkout.razorpay.com; ...; frame-ancestors 'none'"
 */
export function pagePolicy(options: {
  inline: InlineSources
  kind: PageKind
  request: FastifyRequest
  storageOrigin: string | null
  development: boolean
}): string {
  const { inline, kind, request, storageOrigin, development } = options
  const bucket = storageOrigin ? [storageOrigin] : []
  const host = request.host
  const socket = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? [`ws://${host}`, `wss://${host}`] : []
  const https = request.protocol === 'https'
  return serialisePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(development ? ["'unsafe-inline'"] : inline.scripts), RAZORPAY_SCRIPT_ORIGIN],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...(development ? ["'unsafe-inline'"] : inline.styles)],
    'style-src-attr': development
      ? ["'unsafe-inline'"]
      : inline.styleAttributes.length > 0
        ? ["'unsafe-hashes'", ...inline.styleAttributes]
        : ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...bucket],
    'media-src': ["'self'", 'blob:', ...bucket],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...socket, ...(development ? ['ws:', 'wss:'] : [])],
    'frame-src': ["'self'", RAZORPAY_FRAME_ORIGIN],
    // The service workers (the owner app's, the customers' push worker), from this origin.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // The owner app (`/owner`, OWNER_APP_PATH of src/app/EditWebsiteBanner.tsx) is on the site's own host: only it may
    // frame a preview.
    'frame-ancestors': kind === 'preview' ? ["'self'"] : ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

/**
 * The origin uploads are served from when it is not this one (S3 storage),
 * as the S3 storage builds its URLs (providers/storage/s3-storage.ts `urlOf`).
 */
export function uploadsOrigin(storage: StorageConfig): string | null {
  if (storage.kind === 'disk') return null
  return new URL(
    storage.publicUrl ?? storage.endpoint ?? `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`,
  ).origin
}

/** Directives as a policy header's value: `name source source; name ...`. */
export function serialisePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { StorageConfig } from '../config.js'
import {
  pagePolicy,
  RAZORPAY_FRAME_ORIGIN,
  serialisePolicy,
  uploadsOrigin,
  type PageKind,
} from '../http/page-policy.js'
import type { InlineSources } from '../render/inline-sources.js'
import { helmetHeaders } from './helmet-headers.js'

/** A year; sent only on requests that came over TLS. */
export const HSTS_MAX_AGE_S = 31_536_000

/**
 * Browser features: the voice recorder needs the microphone (this origin
 * only), a future checkout may use the Payment Request API in its frame;
 * everything else a page could ask for is off. Only features Chromium knows
 * are listed: an unknown one (`bluetooth`, `interest-cohort`) is logged as a
 * console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  `payment=(self "${RAZORPAY_FRAME_ORIGIN}")`,
  'camera=()',
  'geolocation=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'midi=()',
  'usb=()',
  'serial=()',
  'hid=()',
].join(', ')

/**
 * Everything that is not a page (the JSON API, `/uploads/*`, built assets):
 * nothing may run or load, and nothing may frame it. An uploaded file opened
 * directly in a tab therefore runs no script whatever its content.
 */
export const RESOURCE_DIRECTIVES: Readonly<Record<string, string[]>> = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
}

/**
 * The service workers' own policy (a worker runs under the CSP of its script's answer): the owner app's worker fetches
 * and caches the app shell from this origin and imports the push worker; nothing else may load.
 */
export const WORKER_DIRECTIVES: Readonly<Record<string, string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'connect-src': ["'self'"],
}
/** The service worker scripts (contract/push.ts): they get `WORKER_DIRECTIVES` instead of the resource policy. */
const WORKER_PATHS = new Set(['/owner-sw.js', '/push-sw.js'])

export interface SecurityHeadersOptions {
  storage: StorageConfig
  /** `npm run dev`: Vite's HMR client injects inline scripts and styles and talks to its own websocket port. */
  development?: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The headers every answer that is not a page carries (the resource
     * policy included; HSTS apart): for answers Fastify does not write,
     * such as socket.io's (plugins/realtime.ts).
     */
    resourceSecurityHeaders: Readonly<Record<string, string>>
  }
  interface FastifyReply {
    /**
     * Sets the page's Content-Security-Policy: the page policy, with the
     * hashes of the page's own inline scripts and styles, and the framing
     * rule of `kind` (a published page is never framed; an owner preview
     * only by the owner app on the same host).
     */
    pageSecurityHeaders(inline: InlineSources, kind: PageKind): FastifyReply
  }
}

/**
 * Security headers on every answer (helmet's, read once by
 * `helmetHeaders`, plus Permissions-Policy and HSTS). API answers, uploads and assets get RESOURCE_DIRECTIVES; the site
 * pages replace it with the page policy through `reply.pageSecurityHeaders`.
 *
 * Why hashes and not nonces: a rendered page is cached per host and path
 * with its brotli/gzip bodies (plugins/site-pages.ts), so its bytes cannot
 * carry a per-request nonce, and a nonce reused by every visitor of a cached
 * page is readable by anyone and protects nothing. A hash names the exact
 * inline script or style, is computed once per render together with the
 * cached HTML (render/inline-sources.ts) and stays right for as long as the
 * cached bytes do.
 *
 * HSTS only when the request came over TLS: `request.protocol` believes
 * `X-Forwarded-Proto` only with TRUST_PROXY, so without it a forged header
 * never pins a plain-HTTP deployment to HTTPS.
 *
 * @example
 * await app.register(securityHeaders, { storage: config.storage })
 * reply.pageSecurityHeaders(inlineSourceHashes(html), 'published').send(html)
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: RESOURCE_DIRECTIVES },
      // Sent by the hook below, only over TLS.
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      // The full URL stays on this origin (`/chat` goes back to the referring page); other sites see the origin only.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // A payment gateway's popup (3-D Secure, UPI apps) must be able to report back to the page that opened it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    })
    headers['permissions-policy'] = PERMISSIONS_POLICY
    const workerPolicy = serialisePolicy({ ...WORKER_DIRECTIVES })
    app.decorate('resourceSecurityHeaders', Object.freeze({ ...headers }))
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers)
      if (WORKER_PATHS.has(request.url.split('?', 1)[0]!)) reply.header('content-security-policy', workerPolicy)
      if (request.protocol === 'https')
        reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`)
      done()
    })
    const storageOrigin = uploadsOrigin(options.storage)
    // A cached page keeps its InlineSources object: its policy is built once per kind, protocol and host, not per
    // request.
    const policies = new WeakMap<InlineSources, Map<string, string>>()
    app.decorateReply('pageSecurityHeaders', function (this: FastifyReply, inline: InlineSources, kind: PageKind) {
      const { request } = this
      const key = `${kind} ${request.protocol} ${request.host}`
      const known = policies.get(inline) ?? policies.set(inline, new Map()).get(inline)!
      const policy =
        known.get(key) ??
        pagePolicy({ inline, kind, request, storageOrigin, development: options.development ?? false })
      known.set(key, policy)
      if (kind === 'preview') this.removeHeader('x-frame-options')
      return this.header('content-security-policy', policy)
    })
  },
  { name: 'security-headers' },
)

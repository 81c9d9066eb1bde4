import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CachedBody, ContentEncoding } from '../modules/page/page-cache.js'

/** The encoding to send for an `Accept-Encoding` header: brotli, then gzip, else the identity bytes. */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (acceptEncoding === undefined) return null
  return /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null
}

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 has it for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/**
 * Sends a cached answer: 304 without a body when the client's
 * `If-None-Match` already names it, else its bytes in the best encoding the
 * client takes (compressed once per answer, see `CachedBody`). `no-cache`
 * lets the browser keep it and ask again each time, which then costs a 304.
 * The route turns the compress plugin off (`config: { compress: false }`).
 *
 * @example
 * return sendCached(request, reply, answer.body, 'application/json; charset=utf-8')
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  contentType: string,
): FastifyReply {
  reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding')
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.status(304).send()
  reply.header('content-type', contentType)
  const encoding = pickEncoding(request.headers['accept-encoding'])
  if (encoding === null) return reply.send(body.identity)
  return reply.header('content-encoding', encoding).send(body.encoded(encoding))
}

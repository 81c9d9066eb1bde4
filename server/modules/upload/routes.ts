import fastifyMultipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { OWNER_UPLOAD_PATH, type OwnerUploadResponse } from '../../../contract/owner-inbox.js'
import { HttpError } from '../../http/errors.js'
import { isInlineType, UPLOADS_URL_PREFIX } from '../../providers/storage/index.js'
import { serverText } from '../../text/server-text.js'
import { sharedRateLimit } from '../limits/index.js'
import { parseRange } from './byte-range.js'
import { isServedKey } from './served-key.js'
import { MAX_UPLOAD_BYTES, MB } from './file-type.js'
import { ImageDecoder } from './image-decoder.js'
import { fileTooLarge, ImageBusyError } from './upload-errors.js'
import { UploadQuota } from './upload-quota.js'
import { UploadService } from './upload-service.js'

/** The upload call. */
export const UPLOAD_PATH = '/upload/aws/s3/upload'

/** The window of `UPLOAD_RATE_LIMIT` (uploads per customer per 10 minutes). */
export const UPLOAD_RATE_WINDOW_MS = 10 * 60_000

/** Room for the multipart boundaries and the `folder` / `fileName` fields on top of the largest file. */
export const MULTIPART_OVERHEAD_BYTES = MB

/**
 * `POST /upload/aws/s3/upload` for signed-in customers, and
 * `OWNER_UPLOAD_PATH` for the site's owner (customerless, limited per
 * site): multipart with
 * `folder` and `fileName` fields FIRST, then `file` → `{ url }` (see
 * `UploadService`). A `Content-Length` above 100 MB + 1 MB is refused with
 * 413 before the body is read (and the connection closed); any other
 * refusal made before the whole body was read drops the rest for a few
 * seconds so the client sees the answer (`settleUnreadBody`).
 *
 * Limits (docs/operations.md "Limits"): `UPLOAD_RATE_LIMIT` uploads per
 * customer per 10 minutes (429 with Retry-After, counted across processes),
 * and the site's `UPLOAD_QUOTA_MB` (413 `UPLOAD_QUOTA_EXCEEDED`, see
 * `UploadQuota`); both are checked before the body is read.
 *
 * `GET /uploads/<key>` serves files of the disk storage (and of any storage
 * with `open`) on their own site's host only (`isServedKey`), with their
 * stored type, `nosniff`, a year of immutable cache, and
 * `Content-Disposition: attachment` for anything but image, audio, video;
 * a single `Range` is answered with 206 (media players seek with it).
 *
 * Needs the `auth` and `storage` plugins. Multipart parsing is registered
 * here only, so no other route accepts multipart bodies.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    // One byte over the largest folder cap: the service's counter answers the size message before busboy truncates.
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 5, parts: 6, fieldSize: 4096 },
  })
  const uploads = new UploadService(app.storage, new ImageDecoder(app.config.images))
  const quota = new UploadQuota(app.db, app.config.limits.uploadQuotaBytes)
  // After `app.requireCustomer` / `app.requireOwner` (the route's preHandler), before the body is read: counted per the
  // token's customer, or per site for the owner's uploads.
  const uploader = (request: FastifyRequest) =>
    request.customer ? request.customer.id : `owner-site:${request.ownerSite!.id}`
  await app.register(
    rateLimit,
    sharedRateLimit(app.db, {
      name: 'upload',
      hook: 'preHandler',
      key: uploader,
      message: () => serverText('upload.tooManyUploads'),
    }),
  )
  const limited = {
    onRequest: refuseLargeBody,
    onSend: settleUnreadBody,
    config: { rateLimit: { max: app.config.limits.uploadsPerTenMinutes, timeWindow: UPLOAD_RATE_WINDOW_MS } },
  }

  const store = async (
    request: FastifyRequest,
    reply: FastifyReply,
    siteId: string,
    customerId: string | null,
  ): Promise<OwnerUploadResponse> => {
    const room = await quota.roomFor(siteId)
    // The socket, not the request stream: a fully read request stream is destroyed too (autoDestroy), a gone client's
    // socket is. Only the owner (no customer) may upload photos.
    const connected = () => !request.raw.socket.destroyed
    const stored = await uploads
      .upload(request.parts(), siteId, connected, room, customerId === null)
      .catch((error: unknown) => {
        if (error instanceof ImageBusyError) reply.header('retry-after', error.retryAfterS)
        throw error
      })
    try {
      await quota.record({ key: stored.key, siteId, customerId, bytes: stored.bytes })
    } catch (error) {
      // A file the quota does not know of would never count: it goes.
      await uploads.removeAll(stored)
      throw error
    }
    return stored.photo ? { url: stored.url, photo: stored.photo } : { url: stored.url }
  }

  // Also limited per site, all its customers together (`SITE_UPLOAD_RATE_LIMIT`), before the file is read.
  app.post(UPLOAD_PATH, { ...limited, preHandler: app.requireCustomer }, async (request, reply) => {
    await app.siteLimits.take(request.customer!.siteId, 'upload', reply, () => serverText('siteBusy.uploads'))
    return store(request, reply, request.customer!.siteId, request.customer!.id)
  })
  // The owner's replies with images and files (owner session or key): the same rules, counted against the same site
  // quota.
  app.post(OWNER_UPLOAD_PATH, { ...limited, preHandler: app.requireOwner }, async (request, reply) =>
    store(request, reply, request.ownerSite!.id, null),
  )

  app.get(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    const site = await app.tenancy.siteForHost(request.headers.host)
    let file = site && isServedKey(key, site.id) ? await app.storage.open(key) : null
    if (!file) throw new HttpError(404, 'Not found', 'NOT_FOUND')
    reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('accept-ranges', 'bytes')
    // The key ends in the customer's file name (made safe), which a download keeps.
    if (!isInlineType(file.contentType))
      reply.header('content-disposition', `attachment; filename="${key.split('/').pop()}"`)

    const range = parseRange(request.headers.range, file.size)
    if (range === 'unsatisfiable') {
      file.stream.destroy()
      return reply.status(416).header('content-range', `bytes */${file.size}`).send()
    }
    if (range === undefined) return reply.header('content-length', file.size).send(file.stream)
    file.stream.destroy()
    const size = file.size
    file = await app.storage.open(key, range)
    if (!file) throw new HttpError(404, 'Not found', 'NOT_FOUND')
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(file.stream)
  })
}

/** How long the rest of a refused body is read (and dropped) before the connection is cut. */
export const LINGER_MS = 5000

const declaredTooLarge = (request: FastifyRequest) =>
  Number(request.headers['content-length']) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES

async function refuseLargeBody(request: FastifyRequest) {
  if (declaredTooLarge(request)) throw fileTooLarge(MAX_UPLOAD_BYTES)
}

/**
 * A refusal sent while the client is still sending the body. Closing at once
 * would reset the connection under the client, which then often never sees
 * the answer (a browser reports a network error instead of the 413), and
 * leaving the rest unread would poison a kept-alive connection. So the rest
 * is read and dropped (never buffered) for at most LINGER_MS, then the
 * connection is cut. A body declared too large is not read at all.
 */
async function settleUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw
  if (reply.statusCode < 400 || raw.complete || raw.destroyed) return
  if (declaredTooLarge(request)) {
    reply.header('connection', 'close')
    return
  }
  raw.unpipe()
  raw.resume()
  // IncomingMessage.destroy() destroys its socket (and works on an injected request, which has no real one).
  const cut = setTimeout(() => raw.destroy(), LINGER_MS).unref()
  raw.once('end', () => clearTimeout(cut))
  raw.once('close', () => clearTimeout(cut))
}

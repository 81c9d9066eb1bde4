import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { UNSAFE_TEXT_MESSAGE } from '../../contract/text.js'
import { isDatabaseUnavailable } from '../db/unavailable.js'
import { isUnencodableText } from '../db/unencodable.js'
import { HttpError } from '../http/errors.js'
import { inLanguage, serverText } from '../text/server-text.js'
import { requestLanguage } from '../http/request-language.js'
import { RETRY_AFTER_S } from '../render/unavailable-page.js'

/** The answer to a method and path no route serves. */
export const NOT_FOUND_ANSWER = { message: 'Not found', code: 'NOT_FOUND' } as const

/**
 * The answer to a URL the router refuses before any route or hook (bad
 * percent-encoding, a path parameter over 100 characters), sent through the
 * app's `frameworkErrors` option (`app.ts`) instead of Fastify's own JSON.
 */
export const BAD_URL_ANSWER = { message: 'Invalid request: the URL cannot be read', code: 'BAD_REQUEST' } as const

/**
 * The one error handler: `HttpError`s answer with their status, message and
 * field paths; Fastify's own 4xx (malformed JSON, body too large) keep their
 * status with a plain message; a database that does not answer is a 503 with
 * Retry-After (the request can simply be tried again); text the database
 * cannot store (NUL, an unpaired surrogate) that got past the codecs is a
 * 400; everything else is logged and answered as a bare 500. No stack trace
 * ever reaches a client.
 *
 * Also the one 404: a method and path no route serves answers
 * `{ message, code: 'NOT_FOUND' }` like every other error. (A GET of any
 * path is served by `site-pages`: the site's 404 page, or this JSON under
 * an API prefix.)
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message)
        // In the reader's language: a message of `server.json` is translated with its values (server/text).
        const language = requestLanguage(request)
        return reply.status(error.statusCode).send({
          message: inLanguage(error.message, language),
          ...(error.code ? { code: error.code } : {}),
          ...(error.errors
            ? { errors: error.errors.map((field) => ({ ...field, message: inLanguage(field.message, language) })) }
            : {}),
        })
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'answered 503: the database does not answer')
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_S))
          .send({ message: serverText('unavailable.message'), code: 'SERVICE_UNAVAILABLE' })
      }
      if (isUnencodableText(error)) {
        request.log.warn({ err: error }, 'answered 400: text the database cannot store')
        return reply.status(400).send({ message: `Invalid request: text ${UNSAFE_TEXT_MESSAGE}`, code: 'BAD_REQUEST' })
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: clientMessage(error), code: error.code ?? 'BAD_REQUEST' })
      }
      request.log.error({ err: error }, 'request failed')
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' })
    })
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(NOT_FOUND_ANSWER))
  },
  { name: 'errors' },
)

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Invalid request: body is not valid JSON'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type'
    default:
      return error.message
  }
}

import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http/errors.js'

/**
 * The one error handler: `HttpError`s answer with their status, message and
 * field paths; Fastify's own 4xx (malformed JSON, body too large) keep their
 * status with a plain message; everything else is logged and answered as a
 * bare 500. No stack trace ever reaches a client.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message)
        return reply
          .status(error.statusCode)
          .send({ message: error.message, ...(error.code ? { code: error.code } : {}), ...(error.errors ? { errors: error.errors } : {}) })
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: clientMessage(error), code: error.code ?? 'BAD_REQUEST' })
      }
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' })
    })
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

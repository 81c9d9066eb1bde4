import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify from 'fastify'

/** What Node or Fastify add to any answer: not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive'])

/**
 * The headers `@fastify/helmet` sends with `options`, read once from one
 * request to a throwaway Fastify instance. The plugin builds helmet's
 * middleware anew on every request (a tenth of the CPU of a cached page
 * call); with options that do not depend on the request its answer never
 * changes, so the app sends these with one hook instead. helmet stays the
 * source of truth for what the headers are.
 *
 * @example
 * const headers = await helmetHeaders({ xFrameOptions: { action: 'deny' } }) // { 'x-frame-options': 'DENY', ... }
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify()
  try {
    await probe.register(fastifyHelmet, { ...options, global: true })
    probe.get('/', async () => '')
    const response = await probe.inject({ url: '/' })
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(response.headers)) {
      if (!NOT_HELMET.has(name) && value !== undefined) headers[name] = String(value)
    }
    return headers
  } finally {
    await probe.close()
  }
}

import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * The headers helmet sends with `options`, read once by running its
 * middleware on a response that is never sent. Registering
 * `@fastify/helmet` would build helmet's middleware anew on every request
 * (a tenth of the CPU of a cached page call); with options that do not
 * depend on the request its answer never changes, so the app sends these
 * with one hook instead. helmet stays the source of truth for what the
 * headers are. Names are lower case, as Node reports them.
 *
 * @example
 * helmetHeaders({ xFrameOptions: { action: 'deny' } }) // { 'x-frame-options': 'DENY', ... }
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket())
  const response = new ServerResponse(request)
  // helmet's middleware sets every header synchronously and throws on bad options.
  helmet(options)(request, response, (error) => {
    if (error) throw error
  })
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(response.getHeaders()))
    if (value !== undefined) headers[name] = String(value)
  return headers
}

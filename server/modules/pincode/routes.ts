import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { PINCODE_PATH, PINCODE_PATTERN, PincodeQuery } from '../../../contract/pincode.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { createPincodeProvider, type PincodeProvider } from '../../providers/pincode/index.js'
import { serverText } from '../../text/server-text.js'

/**
 * The pincode lookup (address form): `{ District, State, Circle }` of a
 * six-digit pincode, from the offline India Post directory or the postal API
 * of `PINCODE_HTTP_URL` (falling back to the directory). Public: the address
 * form asks before it saves, signed in or not.
 */
export default async function pincodeRoutes(app: FastifyInstance, options: { provider?: PincodeProvider } = {}) {
  const provider =
    options.provider ??
    createPincodeProvider({
      httpUrl: app.config.pincodeHttpUrl,
      cacheFile: path.join(app.config.dataDir, 'pincode-index.json'),
    })

  route(app, { method: 'GET', url: PINCODE_PATH, query: PincodeQuery }, async ({ query }) => {
    const pincode = query.pincode.trim()
    if (!PINCODE_PATTERN.test(pincode))
      throw new DecodeError([{ path: 'query.pincode', message: serverText('pincode.invalid') }])
    let place
    try {
      place = await provider.lookup(pincode)
    } catch {
      throw new HttpError(503, serverText('pincode.unavailable'), 'PINCODE_UNAVAILABLE')
    }
    if (!place) throw new HttpError(404, serverText('pincode.notFound'), 'PINCODE_NOT_FOUND')
    return { message: 'success', data: place }
  })
}

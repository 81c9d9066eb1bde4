import net from 'node:net'
import type { FieldError } from '../../../contract/decode.js'
import { serverText } from '../../text/server-text.js'
import { isPrivateAddress } from '../../lib/address-guard.js'

/**
 * What is wrong with an endpoint URL, as field errors at `path`: an http(s)
 * URL without credentials, of at most 2000 characters; in production https
 * only, and not an IP address of a private range nor `localhost`.
 */
export function webhookUrlErrors(raw: string, path: string, production: boolean): FieldError[] {
  const fail = (key: Parameters<typeof serverText>[0]) => [{ path, message: serverText(key) }]
  if (raw.length > 2000) return fail('webhooks.urlTooLong')
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return fail('webhooks.urlInvalid')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('webhooks.urlInvalid')
  if (url.username || url.password) return fail('webhooks.urlCredentials')
  if (!production) return []
  if (url.protocol !== 'https:') return fail('webhooks.urlHttps')
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost') || (net.isIP(host) && isPrivateAddress(host)))
    return fail('webhooks.urlPrivate')
  return []
}

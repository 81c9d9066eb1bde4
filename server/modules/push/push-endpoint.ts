import type { FieldError } from '../../../contract/decode.js'
import type { PushEndpointRules } from '../../push-config.js'
import { serverText } from '../../text/server-text.js'

/** Longer than any push service's endpoint (FCM's are about 200 characters). */
const MAX_ENDPOINT_CHARS = 2000

const parse = (raw: string): URL | null => {
  try {
    return new URL(raw)
  } catch {
    return null
  }
}

/** Whether `host` is one of `patterns` (`*.push.apple.com`: any name under push.apple.com). */
const onServiceHost = (host: string, patterns: readonly string[]) =>
  patterns.some((pattern) => (pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern))

/** Whether `endpoint` is on a test origin (`PUSH_TEST_ORIGINS`): a local Web Push server, posted to as it is. */
export function onTestOrigin(endpoint: string, rules: PushEndpointRules): boolean {
  const url = parse(endpoint)
  return url !== null && rules.testOrigins.includes(url.origin)
}

/**
 * What is wrong with a device's push endpoint, as a field error at `path`:
 * it must be `https:`, without credentials, to one of
 * the push services (`rules.serviceHosts`), or on a test origin. Whatever
 * address the name has is checked again when a push connects (the sender's
 * guard), so a listed name that resolves inward is refused there.
 *
 * @example
 * pushEndpointErrors('https://fcm.googleapis.com/fcm/send/abc', 'body.endpoint', rules) // []
 * pushEndpointErrors('http://127.0.0.1:8080/x', 'body.endpoint', rules) // [{ path: 'body.endpoint', ... }]
 */
export function pushEndpointErrors(endpoint: string, path: string, rules: PushEndpointRules): FieldError[] {
  const url = endpoint.length <= MAX_ENDPOINT_CHARS ? parse(endpoint) : null
  if (url !== null && rules.testOrigins.includes(url.origin)) return []
  const fine =
    url !== null &&
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    onServiceHost(url.hostname, rules.serviceHosts)
  return fine ? [] : [{ path, message: serverText('push.endpointRefused') }]
}

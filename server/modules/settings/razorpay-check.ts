import { serverText } from '../../text/server-text.js'

/** How long the check waits for Razorpay. */
const CHECK_TIMEOUT_MS = 10_000

/**
 * Asks Razorpay's API whether the key id and secret are good: one list of
 * at most one payment (nothing is created). `apiUrl` is Razorpay's, or a
 * local fake of its API in tests. The secret goes only to the API, in the
 * Authorization header.
 */
export async function checkRazorpayKeys(
  apiUrl: string,
  keys: { keyId: string; keySecret: string },
): Promise<{ ok: boolean; detail: string }> {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`
  try {
    const response = await fetch(new URL('/v1/payments?count=1', apiUrl), {
      headers: { authorization },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (response.ok) {
      const mode = keys.keyId.startsWith('rzp_live_') ? 'keysLive' : 'keysTest'
      return { ok: true, detail: serverText(`settings.${mode}`) }
    }
    if (response.status === 401) return { ok: false, detail: serverText('settings.keysRefused') }
    return { ok: false, detail: serverText('settings.gatewayAnswered', { status: response.status }) }
  } catch {
    return { ok: false, detail: serverText('settings.gatewayUnreachable') }
  }
}

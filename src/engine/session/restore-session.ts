import { CHECK_VERIFICATION_PATH, CheckVerificationResponse } from '../../../contract/auth'
import type { CustomerHttpClient } from '../../client/http/customer-token-policy'
import { type ChatSession, isSessionValid } from './chat-session'
import type { SessionStore } from './session-store'

export interface RestoreDeps {
  session: SessionStore
  transport: CustomerHttpClient
  hostname: string
  subdomain: string
  now: number
}

/**
 * On start: decrypt the stored session, check it locally
 * (`isSessionValid`), then ask the server (`check_verification`). Any failure
 * (unreadable, expired, other host, no token, a server "no", a network
 * error) clears the session and the token and resolves null. On success the
 * session, with the server's fresh customer data, is current and re-saved.
 */
export async function restoreSession(deps: RestoreDeps): Promise<ChatSession | null> {
  const stored = await deps.session.readStored()
  if (!stored) return null
  const drop = () => {
    deps.session.clear()
    deps.transport.policy.tokens.clear()
    return null
  }
  if (!isSessionValid(stored, deps.hostname, deps.now) || !deps.transport.policy.tokens.get()) return drop()
  try {
    const answer = await deps.transport.post(
      CHECK_VERIFICATION_PATH,
      {
        customerId: stored.customerId,
        phoneNumber: stored.phoneNumber,
        countryCode: stored.countryCode,
        subdomain: deps.subdomain,
      },
      CheckVerificationResponse,
    )
    if (answer.message !== 'success') return drop()
    const session = { ...stored, customerData: answer.customerData }
    await deps.session.save(session)
    return session
  } catch {
    return drop()
  }
}

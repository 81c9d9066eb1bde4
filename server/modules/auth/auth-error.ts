import type { AuthErrorCode } from '../../../contract/auth.js'
import { HttpError } from '../../http/errors.js'
import { serverText, type ServerTextKey } from '../../text/server-text.js'

const MESSAGES: Record<AuthErrorCode, ServerTextKey> = {
  NO_TOKEN: 'auth.noToken',
  TOKEN_EXPIRED: 'auth.tokenExpired',
  TOKEN_INVALID: 'auth.tokenInvalid',
  TOKEN_ERROR: 'auth.tokenInvalid',
  CUSTOMER_NOT_FOUND: 'auth.customerNotFound',
  USER_NOT_FOUND: 'auth.customerNotFound',
  ACCOUNT_INACTIVE: 'auth.accountInactive',
}

/**
 * A 401 with one of the codes, answered as `{ message, code }`. The
 * widget refreshes once on TOKEN_EXPIRED and signs out on every other code.
 *
 * @example
 * throw new AuthError('TOKEN_EXPIRED')
 * // 401 { message: 'Your session has expired. Please sign in again.', code: 'TOKEN_EXPIRED' }
 */
export class AuthError extends HttpError {
  constructor(readonly authCode: AuthErrorCode) {
    super(401, serverText(MESSAGES[authCode]), authCode)
  }
}

/** 403: the body names another customer than the token. */
export function forbidden(): HttpError {
  return new HttpError(403, serverText('auth.forbidden'), 'FORBIDDEN')
}

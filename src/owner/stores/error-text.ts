import { HttpError } from '../../client/http/http-error'
import type { OwnerT } from '../i18n'

/** What to tell the owner about a failed call: the server's own message, else no connection, else a generic line. */
export function errorText(error: unknown, t: OwnerT): string {
  if (error instanceof HttpError) {
    if (error.serverMessage) return error.serverMessage
    if (error.status === 0) return t('errors.network')
  }
  return t('errors.generic')
}

import { HttpError } from '../../client/http/http-error'
import type { FieldError } from '../../../contract/decode'

/**
 * A failed owner call as the panels keep it: the server's message for
 * people (null when it sent none: the panel shows its own words for
 * `network` or a generic failure) and, for a 400, the failing fields.
 */
export interface Failure {
  message: string | null
  network: boolean
  fields: readonly FieldError[]
}

/**
 * The `Failure` of anything a call threw.
 *
 * @example
 * catch (error) { runInAction(() => { this.error = failureOf(error) }) }
 */
export function failureOf(error: unknown): Failure {
  if (error instanceof HttpError)
    return { message: error.serverMessage ?? null, network: error.status === 0, fields: error.errors }
  return { message: null, network: false, fields: [] }
}

/**
 * The `Failure` of a kernel slot's last error (a `Loadable`, a `Submission`), or null when it has none.
 *
 * @example
 * <FailureText ns="settings" failure={failureIn(store.request)} />
 */
export function failureIn(slot: { readonly error: unknown }): Failure | null {
  return slot.error === null ? null : failureOf(slot.error)
}

import { sql, type RawBuilder, type Selectable } from 'kysely'
import type { CustomersTable } from '../../db/schema.js'
import { AuthError } from './auth-error.js'

/** Who a genuine access token says is calling, before the database has been asked (see `TokenCustomer`). */
export interface SignInClaim {
  siteId: string
  customerId: string
  /** The sign-in (refresh-token family) the token was minted for. */
  sessionId: string
}

/**
 * What the database says about a claim: the customer's status and whether its sign-in is live; undefined when the
 * customer is gone.
 */
export type SignInState = { status: Selectable<CustomersTable>['status']; sessionLive: boolean } | undefined

/**
 * The one rule of who may still act with a genuine token: the customer row
 * exists on the token's site, is not inactive, and the token's sign-in is
 * live; otherwise the 401 with its error code. `app.auth.checkSignIn` applies
 * it to its read; a write that checks the sign-in in its own statement
 * applies the same rule in SQL (`signedInSql`).
 *
 * @example
 * const customer = await customers.byIdInSession(siteId, id, sessionId, now)
 * assertSignedIn(customer) // AuthError('TOKEN_INVALID') after logout
 */
export function assertSignedIn<S extends SignInState>(state: S): asserts state is NonNullable<S> {
  if (!state) throw new AuthError('CUSTOMER_NOT_FOUND')
  if (state.status === 'inactive') throw new AuthError('ACCOUNT_INACTIVE')
  // Logged out, or revoked for reuse: its access tokens end with it, not 15 minutes later.
  if (!state.sessionLive) throw new AuthError('TOKEN_INVALID')
}

/**
 * Whether sign-in `sessionId` of the customer is live: a refresh token of its
 * family neither revoked (logout, reuse) nor expired. One indexed `exists`.
 */
export function liveSessionSql(customerId: string, sessionId: string, now: Date): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from refresh_tokens
    where refresh_tokens.family_id = ${sessionId} and refresh_tokens.customer_id = ${customerId}
      and refresh_tokens.revoked_at is null and refresh_tokens.expires_at > ${now}
  )`
}

/**
 * Whether `assertSignedIn` would let the claim through (the customer exists
 * on the site, is not inactive, and the sign-in is live), as a condition, for
 * a write that checks the sign-in in its own statement:
 * `insert ... select ... where ${signedInSql(claim, now)}` writes nothing for
 * a refused claim (and `assertSignedIn` on a read tells which refusal).
 */
export function signedInSql(claim: SignInClaim, now: Date): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from customers
    where customers.site_id = ${claim.siteId} and customers.id = ${claim.customerId} and customers.status <> 'inactive'
      and ${liveSessionSql(claim.customerId, claim.sessionId, now)}
  )`
}

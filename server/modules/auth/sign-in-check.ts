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

/** What the database says about a claim: the customer's status and whether its sign-in is live; undefined when the customer is gone. */
export type SignInState = { status: Selectable<CustomersTable>['status']; sessionLive: boolean } | undefined

/**
 * The one rule of who may still act with a genuine token: the customer row
 * exists on the token's site, is not inactive, and the token's sign-in is
 * live; otherwise the 401 with its §8 code. `app.auth.checkSignIn` applies
 * it to its read; a write that checks the sign-in in its own statement
 * (`signInSql`) applies it to what that statement saw.
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
 * The claim's `SignInState` as a query (`status`, `session_live`, and
 * `signed_in`: `assertSignedIn` would pass it), for a write
 * that checks the sign-in in its own statement:
 * `with sign_in as (${signInSql(claim, now)}) insert ... select ... from sign_in where signed_in`.
 * No row when the customer is gone.
 */
export function signInSql(claim: SignInClaim, now: Date): RawBuilder<{ status: Selectable<CustomersTable>['status']; sessionLive: boolean; signedIn: boolean }> {
  const live = liveSessionSql(claim.customerId, claim.sessionId, now)
  return sql`
    select status, live as session_live, status <> 'inactive' and live as signed_in
    from (select status, ${live} as live from customers where site_id = ${claim.siteId} and id = ${claim.customerId}) as claimed
  `
}

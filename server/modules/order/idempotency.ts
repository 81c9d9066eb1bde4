import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { IDEMPOTENCY_HEADER } from '../../../contract/orders.js'
import type { Database } from '../../db/schema.js'
import { json } from '../../db/schema.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'

/** Longest `Idempotency-Key` taken (a UUID is 36). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200

/** What an earlier create with the same key made. */
export interface MadeBefore {
  orderIds: string[]
  messageIds: string[]
}

interface KeyOwner {
  id: string
  siteId: string
}

/**
 * The request's `Idempotency-Key`: null when absent (each such create makes
 * its own orders); 400 at `headers.idempotency-key` unless it is 1–200
 * visible ASCII characters.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER]
  if (header === undefined) return null
  const key = Array.isArray(header) ? header[0] : header
  if (key === undefined || !/^[\x21-\x7e]+$/.test(key) || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new DecodeError([
      {
        path: `headers.${IDEMPOTENCY_HEADER}`,
        message: serverText('orders.idempotencyKeyInvalid', { max: MAX_IDEMPOTENCY_KEY_LENGTH }),
      },
    ])
  }
  return key
}

/**
 * The sha256 of what a create asks for, whatever order its object keys came
 * in: a retry sends the same order, a new order under an old key does not.
 *
 * @example
 * requestHash({ b: 1, a: [2] }) === requestHash({ a: [2], b: 1 }) // true
 */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(stableJson(request)).digest('hex')
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${stableJson(field)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * Claims `key` for this create, first thing in its transaction: null when
 * the key is new (go on and make the orders), else what the earlier create
 * made. A concurrent create with the same key waits on the unique key until
 * the first one commits (then reads its orders) or rolls back (then this one
 * makes them). The key used before for another order (`hash`, from
 * `requestHash`) is a 422, as Stripe answers it: the client has a bug, and
 * answering the first orders would hide it.
 */
export async function claimKey(
  trx: Kysely<Database>,
  owner: KeyOwner,
  key: string,
  hash: string,
): Promise<MadeBefore | null> {
  const claimed = await trx
    .insertInto('orderRequests')
    .values({ siteId: owner.siteId, customerId: owner.id, idempotencyKey: key, requestHash: hash })
    .onConflict((oc) => oc.columns(['customerId', 'idempotencyKey']).doNothing())
    .returning('customerId')
    .executeTakeFirst()
  if (claimed) return null
  const earlier = await trx
    .selectFrom('orderRequests')
    .select(['orderIds', 'messageIds', 'requestHash'])
    .where('customerId', '=', owner.id)
    .where('idempotencyKey', '=', key)
    .executeTakeFirstOrThrow()
  if (earlier.requestHash !== null && earlier.requestHash !== hash) {
    throw new HttpError(422, serverText('orders.idempotencyKeyReused'), 'IDEMPOTENCY_KEY_REUSED')
  }
  return { orderIds: earlier.orderIds, messageIds: earlier.messageIds }
}

/** Keeps what the create made under its key (in the same transaction as the orders). */
export async function recordKey(trx: Kysely<Database>, owner: KeyOwner, key: string, made: MadeBefore): Promise<void> {
  await trx
    .updateTable('orderRequests')
    .set({ orderIds: json(made.orderIds), messageIds: json(made.messageIds) })
    .where('customerId', '=', owner.id)
    .where('idempotencyKey', '=', key)
    .execute()
}

import { randomBytes } from 'node:crypto'
import type { Db } from './database.js'

/** Names of the rows of `server_secrets`. */
export type SecretName =
  | 'access-token-key'
  | 'otp-code-key'
  | 'sandbox-key-secret'
  | 'sandbox-webhook-secret'
  | 'owner-preview-key'
  | 'signup-ticket-key'
  | 'vapid-private-key'

/**
 * Random 32-byte secrets kept in the database: created by whichever process
 * asks first, then read by every other, so all processes sharing PostgreSQL
 * sign and check with the same key without any setting.
 */
export class ServerSecrets {
  readonly #loaded = new Map<SecretName, Promise<Uint8Array>>()

  constructor(private readonly db: Db) {}

  get(name: SecretName): Promise<Uint8Array> {
    let secret = this.#loaded.get(name)
    if (!secret) {
      secret = this.load(name)
      // A failed load (database down) is retried by the next caller rather than cached.
      secret.catch(() => this.#loaded.delete(name))
      this.#loaded.set(name, secret)
    }
    return secret
  }

  private async load(name: SecretName): Promise<Uint8Array> {
    // Two processes starting together both insert; the loser's row is dropped and both read the winner's.
    await this.db
      .insertInto('serverSecrets')
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
    const row = await this.db
      .selectFrom('serverSecrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
    return new Uint8Array(Buffer.from(row.value, 'base64url'))
  }
}

import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { ConfigError } from './config-error.js'
import { sealedValues, type SealedValue } from './db/sealed-values.js'
import type { Database } from './db/schema.js'
import type { SecretBox } from './lib/secret-box.js'

/** How many of the secrets that do not open the message names. */
const NAMED = 3

/**
 * Checks at start-up that the installation's key opens every secret the database keeps sealed, so a process
 * started with another `SECRETS_KEY` stops with one clear line instead of failing payments and re-sealing what it
 * cannot read while the other processes can no longer open it. With `SECRETS_KEY_PREVIOUS` (a rotation), the secrets
 * the old key opens are sealed anew with the new one, in one transaction. Resolves how many were re-sealed; throws a
 * `ConfigError` when any secret opens with neither key. No sealed secret: nothing is checked (and the embedded key
 * file is not made).
 *
 * @example
 * await verifySecretsKey({ db: app.db, box: app.secretBox, previous: null, log: app.log })
 */
export async function verifySecretsKey(options: {
  db: Kysely<Database>
  box: () => Promise<SecretBox | null>
  previous: SecretBox | null
  log: FastifyBaseLogger
}): Promise<number> {
  const values = await sealedValues(options.db)
  if (values.length === 0) return 0
  const box = await options.box()
  if (!box)
    throw new ConfigError(
      `SECRETS_KEY is not set, but the database keeps ${values.length} secrets sealed with one: ` +
        'start every process with the SECRETS_KEY they were sealed with',
    )
  const stale = values.filter((value) => box.open(value.sealed, value.context) === null)
  if (stale.length === 0) return 0
  const { previous } = options
  const opened = stale.map((value) => ({ value, plain: previous?.open(value.sealed, value.context) ?? null }))
  const lost = opened.filter(({ plain }) => plain === null).map(({ value }) => value)
  if (lost.length > 0) throw new ConfigError(cannotOpen(lost, values.length, previous !== null))
  await options.db.transaction().execute(async (trx) => {
    for (const { value, plain } of opened) await value.replace(trx, box.seal(plain!, value.context))
  })
  options.log.warn(
    `re-sealed ${opened.length} secrets with the new SECRETS_KEY; ` +
      'SECRETS_KEY_PREVIOUS can be removed once every process runs with the new key',
  )
  return opened.length
}

function cannotOpen(lost: SealedValue[], total: number, hadPrevious: boolean): string {
  const named = lost.slice(0, NAMED).map((value) => value.where)
  const more = lost.length > NAMED ? `, and ${lost.length - NAMED} more` : ''
  const keys = hadPrevious ? 'SECRETS_KEY nor SECRETS_KEY_PREVIOUS opens' : 'SECRETS_KEY cannot open'
  return (
    `${keys} ${lost.length} of the ${total} secrets sealed in the database (${named.join('; ')}${more}): ` +
    'start every process with the SECRETS_KEY they were sealed with; to change the key, set SECRETS_KEY to the new ' +
    'one and SECRETS_KEY_PREVIOUS to the old one (docs/operations/secrets-rotation.md)'
  )
}

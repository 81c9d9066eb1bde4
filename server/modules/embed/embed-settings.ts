import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/database.js'
import { json } from '../../db/schema-columns.js'
import { SEALED_CONTEXT } from '../../lib/sealed-contexts.js'
import type { SecretBox } from '../../lib/secret-box.js'
import { HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'

/** A site's embed settings, the secret opened. */
export interface EmbedSettings {
  origins: string[]
  secret: string
}

const secretContext = SEALED_CONTEXT.embed

/** A new identify secret: 256 random bits, base64url (what a host's server hands `jose` as the HS256 key). */
export function newIdentifySecret(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * The owner's embed settings (server/db/schema-embed.ts): the host origins allowed to frame the widget and the
 * identify secret, made with the site's first read and kept sealed with the installation's key.
 */
export class EmbedSettingsService {
  constructor(private readonly deps: { db: Db; secretBox: () => Promise<SecretBox | null> }) {}

  /** The host origins allowed to frame the widget (none when the owner has not listed any). */
  async allowedOrigins(siteId: string): Promise<string[]> {
    const row = await this.deps.db
      .selectFrom('siteEmbeds')
      .select('allowedOrigins')
      .where('siteId', '=', siteId)
      .executeTakeFirst()
    return row?.allowedOrigins ?? []
  }

  /** The identify secret, or null when the site has none yet or it cannot be opened. */
  async secret(siteId: string): Promise<string | null> {
    const row = await this.deps.db
      .selectFrom('siteEmbeds')
      .select('identifySecret')
      .where('siteId', '=', siteId)
      .executeTakeFirst()
    if (!row) return null
    return (await this.deps.secretBox())?.open(row.identifySecret, secretContext(siteId)) ?? null
  }

  /** The settings, made (no origin, a new secret) on the first read. */
  async read(siteId: string): Promise<EmbedSettings> {
    const origins = await this.allowedOrigins(siteId)
    const secret = await this.secret(siteId)
    if (secret !== null) return { origins, secret }
    return { origins, secret: await this.renewSecret(siteId) }
  }

  async saveOrigins(siteId: string, origins: string[]): Promise<EmbedSettings> {
    const unique = [...new Set(origins)]
    const current = await this.read(siteId)
    await this.deps.db
      .updateTable('siteEmbeds')
      .set({ allowedOrigins: json(unique), updatedAt: new Date() })
      .where('siteId', '=', siteId)
      .execute()
    return { origins: unique, secret: current.secret }
  }

  /** A new identify secret: tokens signed with the old one are refused from now on. */
  async renewSecret(siteId: string): Promise<string> {
    const box = await this.deps.secretBox()
    if (!box) throw new HttpError(409, serverText('embed.noSecretsKey'), 'NO_SECRETS_KEY')
    const secret = newIdentifySecret()
    const sealed = box.seal(secret, secretContext(siteId))
    await this.deps.db
      .insertInto('siteEmbeds')
      .values({ siteId, allowedOrigins: json([]), identifySecret: sealed })
      .onConflict((conflict) =>
        conflict.column('siteId').doUpdateSet({ identifySecret: sealed, updatedAt: new Date() }),
      )
      .execute()
    return secret
  }
}

import type { Kysely } from 'kysely'
import {
  MAX_WEBHOOK_ENDPOINTS,
  type SaveWebhookBody,
  type SaveWebhookResponse,
  type WebhookEventType,
} from '../../../contract/webhooks.js'
import type { FieldError } from '../../../contract/decode.js'
import { json, type Database } from '../../db/schema.js'
import { HttpError } from '../../http/errors.js'
import type { SecretBox } from '../../lib/secret-box.js'
import { serverText } from '../../text/server-text.js'
import { newWebhookSecret } from './signature.js'
import { endpointSecretContext, toWireEndpoint, WebhookRepository } from './webhook-repository.js'
import { webhookUrlErrors } from './webhook-target.js'

/**
 * The owner's webhook calls: endpoints saved with their URL checked (https
 * and public in production), a secret made and sealed on creation, shown
 * once and again on request; the delivery log and 'Resend'.
 */
export class WebhookService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>
      secretBox: () => Promise<SecretBox | null>
      production: boolean
      /** New deliveries were queued (a resend): the sender looks at once. */
      wake: () => void
    },
  ) {}

  private get repository() {
    return new WebhookRepository(this.deps.db)
  }

  async list(siteId: string) {
    return { message: 'success', endpoints: await this.repository.endpoints(siteId) }
  }

  async save(siteId: string, body: SaveWebhookBody): Promise<SaveWebhookResponse> {
    const url = body.url.trim()
    const errors: FieldError[] = webhookUrlErrors(url, 'body.url', this.deps.production)
    if (body.events.length === 0) errors.push({ path: 'body.events', message: serverText('webhooks.noEvents') })
    if (errors.length > 0)
      throw new HttpError(400, errors.map((error) => error.message).join('; '), 'BAD_REQUEST', errors)
    const events = json([...new Set<WebhookEventType>(body.events)])
    if (body._id !== undefined) {
      const row = await this.deps.db
        .updateTable('webhookEndpoints')
        .set({
          url,
          events,
          enabled: body.enabled,
          disabledReason: body.enabled ? null : 'owner',
          // Switched on again: its day of failures starts over.
          ...(body.enabled ? { failingSince: null } : {}),
        })
        .where('siteId', '=', siteId)
        .where('id', '=', body._id)
        .returningAll()
        .executeTakeFirst()
      if (!row) throw new HttpError(404, serverText('webhooks.notFound'), 'NOT_FOUND')
      if (body.enabled) this.deps.wake()
      return { message: 'success', endpoint: toWireEndpoint(row) }
    }
    const box = await this.deps.secretBox()
    if (!box) throw new HttpError(409, serverText('webhooks.noSecretsKey'), 'NO_SECRETS_KEY')
    const secret = newWebhookSecret()
    const row = await this.deps.db.transaction().execute(async (trx) => {
      // The count and the insert in one transaction, the site's row locked: two saves at once cannot pass the limit.
      await trx.selectFrom('sites').select('id').where('id', '=', siteId).forUpdate().execute()
      const { count } = await trx
        .selectFrom('webhookEndpoints')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('siteId', '=', siteId)
        .executeTakeFirstOrThrow()
      if (Number(count) >= MAX_WEBHOOK_ENDPOINTS)
        throw new HttpError(409, serverText('webhooks.tooMany', { max: MAX_WEBHOOK_ENDPOINTS }), 'TOO_MANY')
      const id = crypto.randomUUID()
      return trx
        .insertInto('webhookEndpoints')
        .values({
          id,
          siteId,
          url,
          events,
          enabled: body.enabled,
          disabledReason: body.enabled ? null : 'owner',
          secret: box.seal(secret, endpointSecretContext(siteId, id)),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    })
    return { message: 'success', endpoint: toWireEndpoint(row), secret }
  }

  async delete(siteId: string, id: string) {
    const deleted = await this.deps.db
      .deleteFrom('webhookEndpoints')
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, serverText('webhooks.notFound'), 'NOT_FOUND')
    return this.list(siteId)
  }

  async secret(siteId: string, id: string) {
    const row = await this.repository.endpoint(siteId, id)
    if (!row) throw new HttpError(404, serverText('webhooks.notFound'), 'NOT_FOUND')
    const secret = (await this.deps.secretBox())?.open(row.secret, endpointSecretContext(siteId, id))
    if (!secret) throw new HttpError(409, serverText('webhooks.noSecretsKey'), 'NO_SECRETS_KEY')
    return { message: 'success', secret }
  }

  async deliveries(siteId: string, endpointId: string) {
    if (!(await this.repository.endpoint(siteId, endpointId)))
      throw new HttpError(404, serverText('webhooks.notFound'), 'NOT_FOUND')
    return { message: 'success', deliveries: await this.repository.deliveries(siteId, endpointId) }
  }

  async resend(siteId: string, id: string) {
    const delivery = await this.repository.resend(siteId, id)
    if (!delivery) throw new HttpError(404, serverText('webhooks.deliveryNotFound'), 'NOT_FOUND')
    this.deps.wake()
    return { message: 'success', delivery }
  }
}

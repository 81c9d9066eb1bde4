import { CONTACT_PATH } from '../../../contract/contact.js'
import { OWNER_WEBHOOK_SAVE_PATH, SaveWebhookResponse, type WebhookEventType } from '../../../contract/webhooks.js'
import { decode } from '../../../contract/decode.js'
import { json } from '../../db/schema.js'
import type { DatabaseHandle } from '../../db/database.js'
import type { TestApp } from '../../test/app.js'

export const DEMO_KEY = 'demo-owner-key-webhooks-0123456789'
export const ACME_KEY = 'acme-owner-key-webhooks-0123456789'
/** Owner keys of the demo site and of 'acme' (a second site, `addAcme`), and a key to seal secrets with. */
export const WEBHOOK_ENV = {
  OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}`,
  SECRETS_KEY: '7'.repeat(64),
}
/** Short polls and retries, so a test sees five failures and a recovery in well under a second. */
export const FAST_WEBHOOKS = { pollMs: 30, firstRetryMs: 20, maxRetryMs: 80, timeoutMs: 2000 }
export const FAST_EVENTS = { leaseMs: 300, pollMs: 40, flushMs: 20 }

export const ownerHeaders = (key = DEMO_KEY) => ({ authorization: `Bearer ${key}` })

/** A second site, 'acme', with no owner but the key. */
export async function addAcme(database: DatabaseHandle): Promise<void> {
  await database.db
    .insertInto('sites')
    .values({
      subdomain: 'acme',
      templateSlug: 'product-v1',
      colorPalette: json({ primary: '#000000' }),
      widgetSettings: null,
      paymentSettings: json({}),
    })
    .onConflict((oc) => oc.column('subdomain').doNothing())
    .execute()
}

/** Adds an endpoint through the owner call; answers it with its secret. */
export async function addEndpoint(
  app: TestApp,
  url: string,
  events: WebhookEventType[] = ['lead.received'],
  key = DEMO_KEY,
) {
  const response = await app.inject({
    method: 'POST',
    url: OWNER_WEBHOOK_SAVE_PATH,
    headers: ownerHeaders(key),
    payload: { url, events, enabled: true },
  })
  if (response.statusCode !== 200) throw new Error(`save answered ${response.statusCode}: ${response.body}`)
  const saved = decode(SaveWebhookResponse, response.json(), 'answer')
  if (!saved.ok) throw new Error('save answered an unexpected shape')
  return { id: saved.value.endpoint._id, secret: saved.value.secret! }
}

let leads = 0
/** Posts a contact-form lead to `subdomain` (each from its own address, under the per-IP limit): a `lead.received`. */
export function postLead(app: TestApp, subdomain = 'demo') {
  const index = leads++
  return app.inject({
    method: 'POST',
    url: CONTACT_PATH,
    remoteAddress: `10.7.${Math.floor(index / 200)}.${index % 200}`,
    payload: {
      name: `Lead ${index}`,
      contact: '9829012345',
      countryCode: '+91',
      email: 'asha@example.com',
      company: 'Rao Caterers',
      subdomain,
      messageContent: `Lunch for ${index}`,
    },
  })
}

export async function until(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Text } from './text'

/**
 * Webhooks, set by the owner (owner session cookie or owner key; the site is
 * the caller's): endpoint URLs that receive the site's events as signed JSON
 * POSTs, and the log of what was sent. README "Verifying a webhook" has the
 * receiver's side.
 */
export const OWNER_WEBHOOKS_PATH = '/business_website/owner/webhooks'
/** Creates an endpoint (no `_id`; the answer carries its secret, once) or changes one (`_id`). */
export const OWNER_WEBHOOK_SAVE_PATH = '/business_website/owner/webhooks/save'
export const OWNER_WEBHOOK_DELETE_PATH = '/business_website/owner/webhooks/delete'
/** Shows an endpoint's signing secret again (`WebhookSecretResponse`). */
export const OWNER_WEBHOOK_SECRET_PATH = '/business_website/owner/webhooks/secret'
/** The newest deliveries of one endpoint (query `endpointId`). */
export const OWNER_WEBHOOK_DELIVERIES_PATH = '/business_website/owner/webhooks/deliveries'
/** Sends a delivery again (it goes after the endpoint's deliveries already waiting). */
export const OWNER_WEBHOOK_RESEND_PATH = '/business_website/owner/webhooks/resend'

/** The header a delivery's signature comes in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'vitrine-signature'

/** The events an endpoint may ask for, in the order the studio lists them. */
export const WebhookEventType = t.keyof(
  {
    'order.created': null,
    'order.changed': null,
    'payment.reported': null,
    'payment.confirmed': null,
    'payment.refunded': null,
    'quote.changed': null,
    'message.stored': null,
    'lead.received': null,
  },
  'WebhookEventType',
)
export type WebhookEventType = t.TypeOf<typeof WebhookEventType>
export const WEBHOOK_EVENT_TYPES = Object.keys(WebhookEventType.keys) as WebhookEventType[]

/** How many endpoints a site may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10

/**
 * An endpoint as the owner sees it. `disabledAt`: it failed for a day and
 * was switched off (or the owner switched it off); `failingSince`: its
 * deliveries fail since then (null: the last one went through).
 */
export const WebhookEndpoint = t.type(
  {
    _id: Text,
    url: Text,
    events: t.array(WebhookEventType),
    enabled: t.boolean,
    disabledReason: nullable(t.keyof({ failing: null, owner: null })),
    failingSince: nullable(Text),
    createdAt: Text,
  },
  'WebhookEndpoint',
)
export type WebhookEndpoint = t.TypeOf<typeof WebhookEndpoint>

export const OwnerWebhooksResponse = answer({ endpoints: t.array(WebhookEndpoint) }, 'OwnerWebhooksResponse')
export type OwnerWebhooksResponse = t.TypeOf<typeof OwnerWebhooksResponse>

export const SaveWebhookBody = t.intersection(
  [t.type({ url: Text, events: t.array(WebhookEventType), enabled: t.boolean }), t.partial({ _id: Text })],
  'SaveWebhookBody',
)
export type SaveWebhookBody = t.TypeOf<typeof SaveWebhookBody>

/** The saved endpoint; `secret` only when it was just created. */
export const SaveWebhookResponse = t.intersection(
  [answer({ endpoint: WebhookEndpoint }), t.partial({ secret: Text })],
  'SaveWebhookResponse',
)
export type SaveWebhookResponse = t.TypeOf<typeof SaveWebhookResponse>

export const WebhookIdBody = t.type({ _id: Text }, 'WebhookIdBody')
export type WebhookIdBody = t.TypeOf<typeof WebhookIdBody>

export const WebhookSecretResponse = answer({ secret: Text }, 'WebhookSecretResponse')

export const WebhookDeliveriesQuery = t.type({ endpointId: Text }, 'WebhookDeliveriesQuery')

/**
 * One delivery: `pending` (waiting or retrying), `delivered` (answered
 * 2xx), `failed` (given up after a day of retries). `responseCode` and
 * `error` are the last attempt's.
 */
export const WebhookDelivery = t.type(
  {
    _id: Text,
    eventId: Text,
    eventType: WebhookEventType,
    status: t.keyof({ pending: null, delivered: null, failed: null }),
    attempts: t.number,
    responseCode: nullable(t.number),
    error: nullable(Text),
    createdAt: Text,
    lastAttemptAt: nullable(Text),
    nextAttemptAt: nullable(Text),
  },
  'WebhookDelivery',
)
export type WebhookDelivery = t.TypeOf<typeof WebhookDelivery>

export const WebhookDeliveriesResponse = answer({ deliveries: t.array(WebhookDelivery) }, 'WebhookDeliveriesResponse')
export type WebhookDeliveriesResponse = t.TypeOf<typeof WebhookDeliveriesResponse>

export const ResendWebhookResponse = answer({ delivery: WebhookDelivery }, 'ResendWebhookResponse')

/**
 * The JSON body of a delivery: the event's id (the same on every retry and
 * resend: de-duplicate by it), type, time, and its payload.
 */
export interface WebhookBody {
  id: string
  type: WebhookEventType
  createdAt: string
  data: unknown
}

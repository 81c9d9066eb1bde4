import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Text } from './text'

/**
 * Web push: the owner app's devices (`/owner`, its service worker) and the
 * customers' (the widget's 'Get notified of replies', the site's
 * `/push-sw.js`). Each device is one Push API subscription, kept per site
 * (and owner or customer); the server signs its pushes with the VAPID key
 * whose public half `PUSH_KEY_PATH` answers.
 */
export const PUSH_KEY_PATH = '/business_website/push/key'
/** An owner device (session cookie): POST subscribes (or takes over) the endpoint, DELETE forgets it. */
export const OWNER_PUSH_SUBSCRIPTION_PATH = '/business_website/owner/push/subscription'
/** The signed-in owner's notification choices: GET reads, PUT replaces. */
export const OWNER_PUSH_SETTINGS_PATH = '/business_website/owner/push/settings'
/** A customer device (access token): POST subscribes, DELETE forgets it (the widget's logout). */
export const CUSTOMER_PUSH_SUBSCRIPTION_PATH = '/business_website/push/subscription'

/** The customer site's push worker: scope `/`, push and notificationclick only (no fetch handler). */
export const CUSTOMER_PUSH_WORKER_PATH = '/push-sw.js'
/** The owner app's worker (vite-plugin-pwa): scope `/owner`, the app shell and the owner's pushes. */
export const OWNER_WORKER_PATH = '/owner-sw.js'
export const OWNER_WORKER_SCOPE = '/owner'
/** The owner app's web app manifest (the site's name, the icons). */
export const OWNER_MANIFEST_PATH = '/owner/manifest.webmanifest'

/** The owner socket's report of what it shows: the conversation open and visible (its customer id), or none. */
export const OWNER_VIEWING_EVENT = 'owner-viewing'
export const OwnerViewing = t.type({ customerId: nullable(Text) }, 'OwnerViewing')
export type OwnerViewing = t.TypeOf<typeof OwnerViewing>

export const PushKeyResponse = t.type({ publicKey: Text }, 'PushKeyResponse')
export type PushKeyResponse = t.TypeOf<typeof PushKeyResponse>

/** A browser's `PushSubscription.toJSON()`: where to send and the keys that encrypt for it. */
export const PushSubscriptionBody = t.type(
  { endpoint: Text, keys: t.type({ p256dh: Text, auth: Text }) },
  'PushSubscriptionBody',
)
export type PushSubscriptionBody = t.TypeOf<typeof PushSubscriptionBody>
export const PushEndpointBody = t.type({ endpoint: Text }, 'PushEndpointBody')
export type PushEndpointBody = t.TypeOf<typeof PushEndpointBody>

/** What an owner may be told of; each can be switched off. */
export const OWNER_PUSH_KINDS = ['messages', 'orders', 'cancellations', 'payments', 'leads'] as const
export type OwnerPushKind = (typeof OWNER_PUSH_KINDS)[number]
export const OwnerPushKind = t.keyof(
  { messages: null, orders: null, cancellations: null, payments: null, leads: null },
  'OwnerPushKind',
)

/** A clock time `HH:MM` (24 h). */
export const ClockTime = t.refinement(Text, (text) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text), 'ClockTime')

/**
 * The owner's choices: the kinds pushed to their devices, and quiet hours
 * (in the site's time zone; `from` after `to` spans midnight) during which
 * pushes are shown without sound or vibration; null: none.
 */
export const OwnerPushSettings = t.type(
  {
    kinds: t.array(OwnerPushKind),
    quietHours: nullable(t.type({ from: ClockTime, to: ClockTime })),
  },
  'OwnerPushSettings',
)
export type OwnerPushSettings = t.TypeOf<typeof OwnerPushSettings>

/**
 * What a push carries to the service worker, which shows it: `tag`
 * collapses a conversation's or an order's notifications into one; `silent`
 * (a repeat within a minute, or quiet hours) shows it without a buzz; `url`
 * is opened by a click.
 */
export const PushNotification = t.type(
  { title: Text, body: Text, tag: Text, url: Text, silent: t.boolean },
  'PushNotification',
)
export type PushNotification = t.TypeOf<typeof PushNotification>

/** The answer of the subscription calls. */
export const PushDone = answer({}, 'PushDone')

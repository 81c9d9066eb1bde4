import { createECDH, createHash } from 'node:crypto'
import type { PushNotification } from '../../../contract/push.js'
import type { ServerSecrets } from '../../db/server-secrets.js'
import { guardedPost } from '../../lib/guarded-post.js'
import { onFirstUse } from '../../lib/on-first-use.js'
import type { PushConfig, PushEndpointRules } from '../../push-config.js'
import { onTestOrigin, pushEndpointErrors } from './push-endpoint.js'
import type { PushDevice } from './push-repository.js'

/** The VAPID key pair and subject every push is signed with. */
export interface VapidDetails {
  subject: string
  publicKey: string
  privateKey: string
}

/**
 * The VAPID keys: the settings' (`VAPID_PUBLIC_KEY`/`VAPID_PRIVATE_KEY`),
 * else a private key generated into the database on first use
 * (`server_secrets`, shared by every process) and its public half.
 */
export async function vapidDetails(config: PushConfig, secrets: ServerSecrets): Promise<VapidDetails> {
  if (config.keys) return { subject: config.subject, ...config.keys }
  const privateKey = Buffer.from(await secrets.get('vapid-private-key'))
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(privateKey)
  return {
    subject: config.subject,
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  }
}

/**
 * What came of a push: taken; the device is gone (the push service answered 404/410); or its endpoint is not one
 * pushes may go to (kept from before the rules, or the rules changed). Forget the device for the last two. Other
 * failures throw.
 */
export type SendOutcome = 'sent' | 'gone' | 'refused'

/** How long a push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000
/** How long a push service keeps a push for a device that is offline (a day). */
const TTL_S = 24 * 60 * 60

/** `web-push`, loaded with the first push (on-first-use.ts). */
const loadWebPush = onFirstUse(async () => (await import('web-push')).default)

/**
 * Sends one notification to one device: the `web-push` library encrypts it
 * for the device and signs it with VAPID; the POST goes out through the
 * server's one address guard (`guardedPost`), so only to a push service of
 * the rules (`PUSH_SERVICE_HOSTS`) and never to a private address, checked
 * on the address connected to; a local Web Push server on a test origin
 * (`PUSH_TEST_ORIGINS`) is posted to as it is. A `topic` from the tag lets
 * the push service replace an undelivered push of the same conversation or
 * order with the newer one.
 *
 * @example
 * const sender = new PushSender(() => vapidDetails(config.push, secrets), config.push.endpoints)
 * await sender.send(device, { title, body, tag, url, silent: false }) // 'sent' | 'gone' | 'refused'
 */
export class PushSender {
  constructor(
    private readonly vapid: () => Promise<VapidDetails>,
    private readonly rules: PushEndpointRules,
  ) {}

  async send(device: PushDevice, notification: PushNotification): Promise<SendOutcome> {
    if (pushEndpointErrors(device.endpoint, 'endpoint', this.rules).length > 0) return 'refused'
    const subscription = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }
    const request = (await loadWebPush()).generateRequestDetails(subscription, JSON.stringify(notification), {
      vapidDetails: await this.vapid(),
      TTL: TTL_S,
      topic: createHash('sha256').update(notification.tag).digest('base64url').slice(0, 32),
      urgency: notification.silent ? 'normal' : 'high',
    })
    const outcome = await guardedPost(
      request.endpoint,
      new Uint8Array(request.body ?? Buffer.alloc(0)),
      request.headers as Record<string, string>,
      { timeoutMs: SEND_TIMEOUT_MS, guard: !onTestOrigin(device.endpoint, this.rules) },
    )
    if (outcome.responseCode === 404 || outcome.responseCode === 410) return 'gone'
    if (!outcome.ok) throw new Error(`the push service failed: ${outcome.error}`)
    return 'sent'
  }
}

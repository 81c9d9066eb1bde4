import { createECDH, createHash } from 'node:crypto'
import webPush from 'web-push'
import type { PushNotification } from '../../../contract/push.js'
import type { ServerSecrets } from '../../db/server-secrets.js'
import type { PushConfig } from '../../push-config.js'
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

/** What the push service said: taken, or the device is gone (404/410: forget it). Other failures throw. */
export type SendOutcome = 'sent' | 'gone'

/** How long a push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000
/** How long a push service keeps a push for a device that is offline (a day). */
const TTL_S = 24 * 60 * 60

/**
 * Sends one notification to one device: the `web-push` library encrypts it
 * for the device and signs it with VAPID; the request goes out with
 * `fetch`, which speaks http: as well as https: (a local push service in
 * development and tests). A `topic` from the tag lets the push service
 * replace an undelivered push of the same conversation or order with the newer one.
 *
 * @example
 * const sender = new PushSender(() => vapidDetails(config.push, secrets))
 * await sender.send(device, { title, body, tag, url, silent: false }) // 'sent' | 'gone'
 */
export class PushSender {
  constructor(private readonly vapid: () => Promise<VapidDetails>) {}

  async send(device: PushDevice, notification: PushNotification): Promise<SendOutcome> {
    const subscription = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }
    const request = webPush.generateRequestDetails(subscription, JSON.stringify(notification), {
      vapidDetails: await this.vapid(),
      TTL: TTL_S,
      topic: createHash('sha256').update(notification.tag).digest('base64url').slice(0, 32),
      urgency: notification.silent ? 'normal' : 'high',
    })
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (response.status === 404 || response.status === 410) return 'gone'
    if (!response.ok) throw new Error(`the push service answered ${response.status}`)
    return 'sent'
  }
}

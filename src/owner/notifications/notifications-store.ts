import { makeAutoObservable, runInAction } from 'mobx'
import {
  OWNER_PUSH_SETTINGS_PATH,
  OWNER_PUSH_SUBSCRIPTION_PATH,
  OWNER_WORKER_SCOPE,
  OwnerPushSettings,
  PUSH_KEY_PATH,
  PushDone,
  PushKeyResponse,
  PushSubscriptionBody,
  type OwnerPushKind,
} from '../../../contract/push'
import { browserPush, type BrowserPush } from '../../client/push/browser-push'
import { Submission } from '../../client/store/submission'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'

/**
 * Where this device stands: `offer` (the explanation and its button),
 * `asking` (the browser's prompt is up), `on`, `blocked` (the browser
 * refuses; the owner must allow it in the browser's settings), `later`
 * (the owner said not now: not offered again by itself), `unsupported`.
 */
export type NotificationsState = 'checking' | 'offer' | 'asking' | 'on' | 'blocked' | 'later' | 'unsupported'

/** Remembers, per browser, that the owner said 'Not now' (the offer is made once). */
export const LATER_KEY = 'vitrineOwnerPushLater'

/**
 * The owner's notifications on this device: offered once after sign-in with
 * what they bring, the browser's prompt only after the owner clicks 'Turn
 * on'; the device's subscription kept on the server (posted again when the
 * app's language changes, which its pushes follow); and the owner's
 * choices (which kinds, quiet hours), the same on every device.
 *
 * @example
 * const store = new NotificationsStore(app.api)
 * await store.check()
 * if (store.state === 'offer') await store.enable() // on a click
 */
export class NotificationsStore {
  state: NotificationsState = 'checking'
  settings: OwnerPushSettings | null = null
  /** The owner's choices on their way to the server (each change is saved at once; the last one waits its turn). */
  readonly choices = new Submission()
  /** Turning on failed (the offer says so). */
  failed = false
  private waiting: OwnerPushSettings | null = null
  /** Turned on just now: the panel stays to say so and show the choices. */
  justEnabled = false

  constructor(
    private readonly api: OwnerHttpClient,
    private readonly push: BrowserPush = browserPush(OWNER_WORKER_SCOPE),
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeStorage(),
  ) {
    makeAutoObservable<NotificationsStore, 'api' | 'push' | 'storage' | 'waiting'>(this, {
      api: false,
      push: false,
      storage: false,
      choices: false,
      waiting: false,
    })
  }

  /** Reads where the device stands; a device already subscribed tells the server again (a new sign-in). */
  async check(): Promise<void> {
    if (!this.push.supported) return this.set('unsupported')
    if (this.push.permission() === 'denied') return this.set('blocked')
    const current = this.push.permission() === 'granted' ? await this.push.current() : null
    if (current && PushSubscriptionBody.is(current)) {
      await this.api.post(OWNER_PUSH_SUBSCRIPTION_PATH, current, PushDone).catch(() => undefined)
      return this.set('on')
    }
    this.set(this.storage?.getItem(LATER_KEY) ? 'later' : 'offer')
  }

  /**
   * Tells the server this device again, if it is on: the app's language changed, and the server writes the device's
   * pushes in the language of the app that posts its subscription.
   */
  async resend(): Promise<void> {
    if (this.state !== 'on') return
    const current = await this.push.current().catch(() => null)
    if (current && PushSubscriptionBody.is(current)) {
      await this.api.post(OWNER_PUSH_SUBSCRIPTION_PATH, current, PushDone).catch(() => undefined)
    }
  }

  /** The owner clicked 'Turn on': the browser's prompt, then the subscription. */
  async enable(): Promise<void> {
    this.state = 'asking'
    this.failed = false
    try {
      const { publicKey } = await this.api.get(PUSH_KEY_PATH, PushKeyResponse)
      const subscription = await this.push.subscribe(publicKey)
      if (subscription === null || !PushSubscriptionBody.is(subscription)) {
        return this.set(this.push.permission() === 'denied' ? 'blocked' : 'offer')
      }
      await this.api.post(OWNER_PUSH_SUBSCRIPTION_PATH, subscription, PushDone)
      this.storage?.removeItem(LATER_KEY)
      runInAction(() => (this.justEnabled = true))
      this.set('on')
    } catch {
      runInAction(() => (this.failed = true))
      this.set('offer')
    }
  }

  /** The owner closed the panel that said it is on. */
  acknowledge(): void {
    this.justEnabled = false
  }

  /** 'Not now': remembered on this browser; the Notifications button offers it again. */
  later(): void {
    this.storage?.setItem(LATER_KEY, '1')
    this.state = 'later'
  }

  /** Turns this device's notifications off (the server forgets the device). */
  async disable(): Promise<void> {
    const endpoint = await this.push.unsubscribe().catch(() => null)
    if (endpoint) {
      const body = { endpoint }
      await this.api
        .request({ method: 'DELETE', path: OWNER_PUSH_SUBSCRIPTION_PATH, body, codec: PushDone })
        .catch(() => undefined)
    }
    this.set('offer')
  }

  async loadSettings(): Promise<void> {
    const settings = await this.api.get(OWNER_PUSH_SETTINGS_PATH, OwnerPushSettings).catch(() => null)
    runInAction(() => (this.settings = settings))
  }

  toggleKind(kind: OwnerPushKind, on: boolean): void {
    if (!this.settings) return
    const kinds = this.settings.kinds.filter((known) => known !== kind)
    void this.save({ ...this.settings, kinds: on ? [...kinds, kind] : kinds })
  }

  setQuietHours(quietHours: OwnerPushSettings['quietHours']): void {
    if (this.settings) void this.save({ ...this.settings, quietHours })
  }

  private async save(settings: OwnerPushSettings): Promise<void> {
    this.settings = settings
    if (this.choices.busy) {
      this.waiting = settings
      return
    }
    await this.choices.submit(
      () =>
        this.api.request({ method: 'PUT', path: OWNER_PUSH_SETTINGS_PATH, body: settings, codec: OwnerPushSettings }),
      (saved) => (this.settings = this.waiting ?? saved),
    )
    const next = this.waiting
    this.waiting = null
    if (next) await this.save(next)
  }

  private set(state: NotificationsState): void {
    runInAction(() => (this.state = state))
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

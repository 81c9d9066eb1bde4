/**
 * The browser's side of web push, shared by the owner app and the widget's
 * offer: whether it can, the permission, and the device's subscription of
 * a service worker registration. The permission prompt is only ever asked
 * by `subscribe`, which the caller runs on a click.
 */
export interface BrowserPush {
  /** Service workers, the Push API and notifications are all there. */
  readonly supported: boolean
  permission(): NotificationPermission
  /** The device's subscription, if it has one. */
  current(): Promise<PushSubscriptionJSON | null>
  /** Asks for the permission (the browser's prompt), then subscribes with the server's VAPID key; null: refused. */
  subscribe(publicKey: string): Promise<PushSubscriptionJSON | null>
  /** Ends the device's subscription; answers its endpoint (null: it had none). */
  unsubscribe(): Promise<string | null>
}

/** The real browser, for the registration of the worker at `scope`. */
export function browserPush(scope: string): BrowserPush {
  const supported =
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  const registration = async () => (await navigator.serviceWorker.getRegistration(scope)) ?? null
  return {
    supported,
    permission: () => (supported ? Notification.permission : 'denied'),
    async current() {
      const found = await (await registration())?.pushManager.getSubscription()
      return found ? found.toJSON() : null
    },
    async subscribe(publicKey) {
      if ((await Notification.requestPermission()) !== 'granted') return null
      const worker = (await registration()) ?? (await navigator.serviceWorker.ready)
      const subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      })
      return subscription.toJSON()
    },
    async unsubscribe() {
      const found = await (await registration())?.pushManager.getSubscription()
      if (!found) return null
      await found.unsubscribe()
      return found.endpoint
    },
  }
}

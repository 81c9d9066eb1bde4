/*
 * Vitrine's push worker: shows a web push (contract/push.ts `PushNotification`) and, on a click, opens its URL.
 * The customer site registers it at scope `/` (push and notificationclick only: no fetch handler, so the page's
 * requests never pass through it); the owner app's worker (`/owner-sw.js`) imports it for the same two events.
 */
/* global self */

const ICON = '/owner-icons/icon-192.png'

self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = { title: event.data ? event.data.text() : '' }
  }
  const title = typeof data.title === 'string' && data.title !== '' ? data.title : self.location.host
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      // A newer push of the same conversation or order replaces the shown one without a second buzz.
      renotify: false,
      silent: data.silent === true,
      icon: ICON,
      badge: ICON,
      data: { url: typeof data.url === 'string' ? data.url : '/' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin)
  event.waitUntil(openTarget(target))
})

/** Focuses a window already on the target's page and takes it there; else opens one. */
async function openTarget(target) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).pathname === target.pathname)
  if (open) {
    // Focus needs the click's user activation; the window is taken to the target either way.
    await open.focus().catch(() => undefined)
    const moved = await open.navigate(target.href).catch(() => null)
    // null: not this worker's window (another worker controls it): a new one below.
    if (moved) return
  }
  await self.clients.openWindow(target.href)
}

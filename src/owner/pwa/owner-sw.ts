import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'

/** What this worker uses of its global scope (the page's DOM types do not describe a worker). */
declare const self: {
  /** The owner app shell's built files, injected by vite-plugin-pwa (workbox-build's injectManifest). */
  __WB_MANIFEST: (PrecacheEntry | string)[]
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: { waitUntil(work: Promise<unknown>): void }) => void,
  ): void
}
declare function importScripts(...urls: string[]): void

/**
 * The owner app's service worker (scope `/owner`): precaches the owner
 * app's built chunks (the shell), answers `/owner` itself network first
 * from a cache of its own (so the installed app opens offline), and
 * nothing else: the API and the public pages are never cached. Pushes and
 * their clicks are the push worker's (`/push-sw.js`), imported here.
 */
importScripts('/push-sw.js')

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerRoute(
  new NavigationRoute(new NetworkFirst({ cacheName: 'vitrine-owner-shell', networkTimeoutSeconds: 4 }), {
    allowlist: [/^\/owner\/?$/],
  }),
)

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()))
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

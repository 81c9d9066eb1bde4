import { OWNER_WORKER_PATH, OWNER_WORKER_SCOPE } from '../../../contract/push'

/**
 * Registers the owner app's service worker (scope `/owner`): it makes the
 * app installable and opens it offline, and it shows the owner's pushes.
 * A browser without service workers (or one that refuses) just has no offline shell.
 */
export function registerOwnerWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  navigator.serviceWorker
    .register(OWNER_WORKER_PATH, { scope: OWNER_WORKER_SCOPE })
    .catch((error: unknown) => console.warn('Vitrine owner: the service worker did not register', error))
}

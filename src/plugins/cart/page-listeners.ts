/** Listens to window events while there is a window (not during SSR); returns the way to stop them and `stop`. */
export function listenToPage(
  stop: () => void,
  handlers: { pagehide: () => void; storage: (event: StorageEvent) => void },
): () => void {
  if (typeof window === 'undefined') return stop
  window.addEventListener('pagehide', handlers.pagehide)
  window.addEventListener('storage', handlers.storage)
  return () => {
    stop()
    window.removeEventListener('pagehide', handlers.pagehide)
    window.removeEventListener('storage', handlers.storage)
  }
}

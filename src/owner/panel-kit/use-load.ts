import { useEffect } from 'react'

/**
 * Loads a panel's store when the panel mounts (and again for another store). With `onlyIfIdle`, only a store that
 * has not started loading yet: a section shown again keeps what it read.
 *
 * @example
 * useLoad(store)
 * useLoad(store, () => store.request.status === 'idle')
 */
export function useLoad(store: { load(): unknown }, when: () => boolean = () => true): void {
  useEffect(() => {
    if (when()) void store.load()
    // `when` reads the store, so a new store is the one change that asks again.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [store])
}

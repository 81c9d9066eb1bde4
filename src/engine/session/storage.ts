/** The part of `localStorage` the engine uses; tests pass an in-memory one. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Client storage keys that the engine owns. */
export const STORAGE_KEYS = {
  chatSession: 'chatSession',
  userAccessToken: 'userAccessToken',
  chatWidgetOpened: 'chatWidgetOpened',
} as const

/**
 * Storage that never throws: a full quota or a browser that forbids storage
 * (private mode, blocked cookies) turns reads into `null` and writes into
 * no-ops, so the chat still works for the visit.
 */
export function safeStorage(storage: StorageLike): StorageLike {
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key)
      } catch {
        return null
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value)
      } catch {
        // Quota or privacy settings: keep going without persistence.
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key)
      } catch {
        // As above.
      }
    },
  }
}

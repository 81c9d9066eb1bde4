import type { StorageLike } from '../../engine/session/storage'

/** The visitor's cart in browser storage. */
export const LOCAL_CART_KEY = 'webCart'
export const LOCAL_CART_COUNT_KEY = 'webCartTotalCount'
export const LOCAL_CART_MAX_ENTRIES = 100
export const LOCAL_CART_MAX_CHARS = 4_718_592
export const LOCAL_CART_TRIM_RATIO = 0.2

/** The least a stored entry must have to be kept; the rest of the cart item shape rides along. */
export interface LocalCartEntry {
  _id: string
  quantity: number
}

function isEntry(value: unknown): value is LocalCartEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry._id === 'string' &&
    entry._id !== '' &&
    typeof entry.quantity === 'number' &&
    Number.isFinite(entry.quantity)
  )
}

/**
 * Applies the local cart limits before a write: at most 100 entries (the latest
 * kept), then while the JSON is longer than 4,718,592 characters, drop the
 * oldest 20% (at least one entry).
 *
 * @example
 * fitLocalCart(entries).length <= 100
 */
export function fitLocalCart<E extends LocalCartEntry>(entries: readonly E[]): E[] {
  let kept = entries.slice(-LOCAL_CART_MAX_ENTRIES)
  while (kept.length > 0 && JSON.stringify(kept).length > LOCAL_CART_MAX_CHARS) {
    kept = kept.slice(Math.max(1, Math.floor(kept.length * LOCAL_CART_TRIM_RATIO)))
  }
  return kept
}

/**
 * Reads and writes `webCart` and `webCartTotalCount`. Unparsable data (bad
 * JSON, not an array) is dropped, and so is any entry without an id and a
 * quantity. A write that the storage refuses (quota, private mode) goes to
 * the fallback storage (sessionStorage), which is also read when the main
 * one holds nothing.
 */
export class LocalCartStorage {
  constructor(
    private readonly storage: StorageLike,
    private readonly fallback: StorageLike | null,
  ) {}

  read<E extends LocalCartEntry = LocalCartEntry>(): E[] {
    for (const storage of [this.storage, this.fallback]) {
      const raw = storage?.getItem(LOCAL_CART_KEY)
      if (raw === null || raw === undefined) continue
      const entries = parse(raw)
      if (entries === null) {
        storage!.removeItem(LOCAL_CART_KEY)
        storage!.removeItem(LOCAL_CART_COUNT_KEY)
        continue
      }
      return entries.filter(isEntry) as E[]
    }
    return []
  }

  /** Writes the cart within the limits; returns what was kept. */
  write<E extends LocalCartEntry>(entries: readonly E[]): E[] {
    const kept = fitLocalCart(entries)
    const json = JSON.stringify(kept)
    const count = String(kept.reduce((sum, entry) => sum + entry.quantity, 0))
    try {
      this.storage.setItem(LOCAL_CART_KEY, json)
      this.storage.setItem(LOCAL_CART_COUNT_KEY, count)
    } catch {
      // The older copy in the main storage must not win over this one on the next read.
      try {
        this.storage.removeItem(LOCAL_CART_KEY)
        this.storage.removeItem(LOCAL_CART_COUNT_KEY)
      } catch {
        // A storage that refuses even removal has nothing readable either.
      }
      this.fallback?.setItem(LOCAL_CART_KEY, json)
      this.fallback?.setItem(LOCAL_CART_COUNT_KEY, count)
    }
    return kept
  }

  /** After the merge into the server cart (docs/product.md, 'States and transitions'): the local copy goes. */
  clear(): void {
    for (const storage of [this.storage, this.fallback]) {
      storage?.removeItem(LOCAL_CART_KEY)
      storage?.removeItem(LOCAL_CART_COUNT_KEY)
    }
  }
}

function parse(raw: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value : null
  } catch {
    return null
  }
}

/**
 * Reads and removes through the never-throwing storage; writes through the raw one, so a refused write reaches the
 * local cart's fallback.
 */
export function writeThrowing(safe: StorageLike, raw: StorageLike): StorageLike {
  return {
    getItem: (key) => safe.getItem(key),
    removeItem: (key) => safe.removeItem(key),
    setItem: (key, value) => raw.setItem(key, value),
  }
}

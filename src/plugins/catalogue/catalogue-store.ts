import { makeAutoObservable } from 'mobx'
import {
  type Catalogue,
  CATALOGUE_ITEMS_PATH,
  type CatalogueItem,
  CatalogueItemsResponse,
  type CatalogueType,
} from '../../../contract/catalogue'
import type { ChatEngine } from '../../engine/chat-engine'
import type { ItemSelection } from '../../engine/plugin'
import { serverMessageOf } from '../../client/http/http-error'
import { Loadable } from '../../client/store/loadable'
import { defaultOptions } from '../../ui/item/item-choice'

/** The side panel view that lists items of a catalogue type (docs/product.md, 'Screens and routes'). */
export function itemPanelOf(type: CatalogueType): 'catalogueProductItem' | 'catalogueServiceItem' {
  return type === 'service' ? 'catalogueServiceItem' : 'catalogueProductItem'
}

/**
 * The catalogue (docs/product.md): the catalogues (categories) opened so far and the items of the opened one, with
 * the search of one catalogue over name and description. Browsing needs no sign-in. 'Categories' itself (every
 * topic's), the search over every item and the item detail load with their views (`shop/shop-store.ts`).
 */
export class CatalogueStore {
  catalogues = new Map<string, Catalogue>()
  selectedCatalogueId: string | null = null
  items = new Map<string, CatalogueItem>()
  search = ''
  /** What each item card has chosen, by item id (cards of the virtual list unmount when scrolled away). */
  selections = new Map<string, ItemSelection>()

  /** The items' request (the kernel's `Loadable`): the answer of a superseded one is dropped. */
  private readonly request = new Loadable()

  constructor(private readonly engine: ChatEngine) {
    makeAutoObservable<CatalogueStore, 'engine' | 'request'>(this, { engine: false, request: false })
  }

  get loading(): boolean {
    return this.request.loading
  }

  /** The server's message of the failed load, or the catalogue's own words. */
  get error(): string | null {
    return this.request.status === 'failed'
      ? (serverMessageOf(this.request.error) ?? this.engine.t('catalogue:error'))
      : null
  }

  get selectedCatalogue(): Catalogue | null {
    return this.selectedCatalogueId ? (this.catalogues.get(this.selectedCatalogueId) ?? null) : null
  }

  /** Items whose name or description contains the search text, case-insensitively. */
  get filteredItems(): CatalogueItem[] {
    const needle = this.search.trim().toLocaleLowerCase()
    const all = [...this.items.values()]
    if (!needle) return all
    return all.filter(
      (item) =>
        item.name.toLocaleLowerCase().includes(needle) || (item.description ?? '').toLocaleLowerCase().includes(needle),
    )
  }

  /** The card's choice: what the customer picked, else the first variant in stock, else the first package in stock. */
  selectionOf(item: CatalogueItem): ItemSelection {
    return this.selections.get(item._id) ?? defaultOptions(item)
  }

  select(item: CatalogueItem, selection: ItemSelection): void {
    this.selections.set(item._id, selection)
  }

  setSearch(text: string): void {
    this.search = text
  }

  /** The shop icon: 'Categories', every topic's at once (on the chat tab); its Back leads to the topic list. */
  browse(): void {
    this.engine.ui.setTab('chat')
    this.engine.ui.openPanel('catalogue')
  }

  /** Opens the product or service item panel (by `catalogueType`) and loads the catalogue's items. */
  async openCatalogue(catalogue: Catalogue): Promise<void> {
    if (!this.catalogues.has(catalogue._id)) this.catalogues.set(catalogue._id, catalogue)
    this.engine.ui.openPanel(itemPanelOf(catalogue.catalogueType))
    await this.loadItems(catalogue)
  }

  async loadItems(catalogue: Catalogue): Promise<void> {
    this.selectedCatalogueId = catalogue._id
    this.items = new Map()
    this.search = ''
    const query = { catalogueId: catalogue._id, type: catalogue.catalogueType, subdomain: this.engine.site.subdomain }
    await this.request.run(
      () => this.engine.transport.get(CATALOGUE_ITEMS_PATH, CatalogueItemsResponse, query),
      (answer) => (this.items = new Map(answer.data.map((item) => [item._id, item]))),
    )
  }

  /**
   * One item of the site by its product id, else its slug (a `source`
   * entry's stored item), straight from the server; null when there is
   * none. Fails like any call (the caller shows the error).
   */
  async findItem(ref: { productId?: string; slug?: string }): Promise<CatalogueItem | null> {
    const selector = ref.productId ? { productId: ref.productId } : ref.slug ? { slug: ref.slug } : null
    if (!selector) return null
    const answer = await this.engine.transport.get(CATALOGUE_ITEMS_PATH, CatalogueItemsResponse, {
      ...selector,
      subdomain: this.engine.site.subdomain,
    })
    return answer.data[0] ?? null
  }

  /** Repeats the failed load of the opened catalogue's items. */
  async retry(): Promise<void> {
    const catalogue = this.selectedCatalogue
    if (catalogue) await this.loadItems(catalogue)
  }
}

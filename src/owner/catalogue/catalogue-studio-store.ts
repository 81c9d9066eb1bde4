import { makeAutoObservable } from 'mobx'
import * as t from 'io-ts'
import {
  ItemDeleteResponse,
  ItemResponse,
  OWNER_CATALOGUE_PATH,
  OWNER_ITEM_DELETE_PATH,
  OWNER_ITEM_DUPLICATE_PATH,
  OWNER_ITEM_VISIBILITY_PATH,
  OWNER_STOCK_PATH,
  OwnerCatalogueResponse,
  type OwnerItem,
} from '../../../contract/owner-catalogue'
import { OWNER_ITEM_MOVE_PATH } from '../../../contract/owner-catalogue-items'
import { CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent } from '../../../contract/catalogue-live'
import type { SocketBus } from '../../client/socket/socket-bus'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import type { OwnerLiveEvents } from '../owner-live'
import { failureOf, type Failure } from '../panel-kit/errors'
import { CsvImportStore } from './csv-store'
import { ItemFormStore } from './item-form-store'
import { OwnerItemList } from './owner-item-list'
import { SectionsStore } from './sections-store'
import { filterStock, stockRows, type StockFilter, type StockRow } from './stock-rows'

const Ok = t.type({ message: t.string })

export type StudioView = 'items' | 'stock' | 'topics'

/**
 * The owner's catalogue (the Catalogue tab): the catalogue's shape (topics,
 * catalogues, dispatch points), the items a page at a time with a search on
 * the server, the item form, the Stock view's rows edited in place, and the
 * row actions (duplicate, hide, move, delete). Every change answers the item
 * as stored, which replaces the one shown.
 */
export class CatalogueStudioStore {
  readonly shape = new Loadable()
  data: OwnerCatalogueResponse | null = null
  view: StudioView = 'items'
  /** The Items view's list. */
  readonly items: OwnerItemList
  /** The Stock view's list: its own search and filter. */
  readonly stockList: OwnerItemList
  readonly form: ItemFormStore
  /** The Topics view: topics and the catalogues they lead to. */
  readonly sections: SectionsStore
  /** The CSV import of the Items view. */
  readonly csv: CsvImportStore
  /** Item or stock row key → its last failure. */
  readonly failures = new Map<string, Failure>()
  deleting: OwnerItem | null = null
  readonly remove = new Submission()
  /** Said to screen readers after a change. */
  announcement: 'saved' | 'archived' | 'deleted' | null = null
  /** The item the form saved last: the list scrolls to it. */
  lastSaved: string | null = null
  /** A new item's form was asked for before the shape (its catalogues) came: it opens once it does. */
  private newItemAsked = false

  constructor(
    /** The owner client (the activity lists call it too). */
    readonly api: OwnerHttpClient,
    private readonly live?: Pick<SocketBus<OwnerLiveEvents>, 'subscribe' | 'on'>,
  ) {
    this.items = new OwnerItemList(api)
    this.stockList = new OwnerItemList(api)
    this.form = new ItemFormStore(
      api,
      () => this.data,
      (item, created) => this.stored(item, created, 'saved'),
    )
    this.sections = new SectionsStore(api, () => this.refreshShape())
    this.csv = new CsvImportStore(api, () => this.load())
    makeAutoObservable<CatalogueStudioStore, 'live'>(this, {
      api: false,
      live: false,
      shape: false,
      items: false,
      stockList: false,
      form: false,
      sections: false,
      csv: false,
      remove: false,
    })
  }

  /**
   * Follows the catalogue changes of the site (another owner's, or this owner's in another tab): the shape and the
   * first page of each list are fetched again and merged in; an open form stays as typed (its save then answers 409 if
   * the item changed). Returns the stop.
   */
  connect(): () => void {
    if (!this.live) return () => {}
    const changed = () => {
      void this.refreshShape()
      for (const list of [this.items, this.stockList]) if (list.list.loaded) void list.list.refresh()
    }
    const stops = [
      this.live.subscribe(CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent, changed),
      this.live.on('reconnected', changed),
    ]
    return () => stops.forEach((stop) => stop())
  }

  get stockFilter(): StockFilter {
    return this.stockList.stock ?? 'all'
  }

  /** The Stock view's rows: every figure of the items loaded, filtered and searched as the server was asked. */
  get stock(): StockRow[] {
    return filterStock(stockRows(this.stockList.items), this.stockFilter, this.stockList.search)
  }

  catalogueName(catalogueId: string): string {
    return this.data?.catalogues.find((catalogue) => catalogue._id === catalogueId)?.name ?? ''
  }

  /** Opens the form for a new item (from the first screen): now when the catalogues are here, else once they are. */
  openNewItem(): void {
    this.view = 'items'
    if (this.data) this.form.edit(null)
    else this.newItemAsked = true
  }

  setView(view: StudioView): void {
    this.view = view
    if (view === 'stock') this.stockList.show()
  }

  setStockFilter(filter: StockFilter): void {
    this.stockList.setStock(filter === 'all' ? null : filter)
  }

  /** The shape, and the first page of the lists shown. */
  async load(): Promise<void> {
    const lists = [this.items, ...(this.stockList.list.first.status === 'idle' ? [] : [this.stockList])]
    await Promise.all([this.loadShape(false), ...lists.map((list) => list.load())])
  }

  async duplicate(item: OwnerItem): Promise<void> {
    const answer = await this.run(item._id, () =>
      this.api.post(OWNER_ITEM_DUPLICATE_PATH, { itemId: item._id }, ItemResponse),
    )
    if (answer) for (const list of [this.items, this.stockList]) list.duplicated(item, answer.item)
  }

  async setHidden(item: OwnerItem, hidden: boolean): Promise<void> {
    const answer = await this.run(item._id, () =>
      this.api.post(OWNER_ITEM_VISIBILITY_PATH, { itemId: item._id, hidden }, ItemResponse),
    )
    if (answer) this.stored(answer.item, false)
  }

  /** Moves the item one place up (-1) or down (1) among the items of its catalogue. */
  async move(item: OwnerItem, direction: -1 | 1): Promise<void> {
    const body = { itemId: item._id, direction: direction === -1 ? 'up' : 'down' }
    if (await this.run(item._id, () => this.api.post(OWNER_ITEM_MOVE_PATH, body, Ok)))
      for (const list of [this.items, this.stockList]) list.moved(item, direction)
  }

  askDelete(item: OwnerItem | null): void {
    this.deleting = item
    this.remove.clear()
  }

  async confirmDelete(): Promise<void> {
    const item = this.deleting
    if (!item) return
    await this.remove.submit(
      () => this.api.post(OWNER_ITEM_DELETE_PATH, { itemId: item._id }, ItemDeleteResponse),
      (answer) => {
        this.deleting = null
        for (const list of [this.items, this.stockList]) list.removed(item._id)
        this.announcement = answer.outcome
      },
    )
  }

  /** Sets one stock figure from the Stock view (an empty field: not tracked, for a package or an item). */
  async setStock(row: StockRow, stock: number | null): Promise<void> {
    if (stock === row.stock) return
    const answer = await this.run(row.key, () =>
      this.api.post(OWNER_STOCK_PATH, { itemId: row.itemId, optionId: row.optionId, stock }, ItemResponse),
    )
    if (answer) this.stored(answer.item, false)
  }

  private refreshShape(): Promise<boolean> {
    return this.loadShape(true)
  }

  private loadShape(quiet: boolean): Promise<boolean> {
    return this.shape.run(
      () => this.api.get(OWNER_CATALOGUE_PATH, OwnerCatalogueResponse),
      (data) => {
        this.data = data
        this.sections.reset(data)
        if (this.newItemAsked) this.form.edit(null)
        this.newItemAsked = false
      },
      { quiet },
    )
  }

  private stored(item: OwnerItem, created: boolean, announce?: 'saved'): void {
    for (const list of [this.items, this.stockList]) list.stored(item, created)
    if (!announce) return
    this.announcement = announce
    this.lastSaved = item._id
  }

  private async run<A>(key: string, call: () => Promise<A>): Promise<A | null> {
    this.failures.delete(key)
    try {
      return await call()
    } catch (error) {
      this.failed(key, error)
      return null
    }
  }

  private failed(key: string, error: unknown): void {
    this.failures.set(key, failureOf(error))
  }
}

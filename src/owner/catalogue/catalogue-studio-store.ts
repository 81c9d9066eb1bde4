import { makeAutoObservable, runInAction } from 'mobx'
import {
  ItemDeleteResponse,
  ItemResponse,
  OWNER_CATALOGUE_ORDER_PATH,
  OWNER_CATALOGUE_PATH,
  OWNER_ITEM_CREATE_PATH,
  OWNER_ITEM_DELETE_PATH,
  OWNER_ITEM_DUPLICATE_PATH,
  OWNER_ITEM_UPDATE_PATH,
  OWNER_ITEM_VISIBILITY_PATH,
  OWNER_STOCK_PATH,
  LIMITS,
  OwnerCatalogueResponse,
  type OwnerItem,
} from '../../../contract/owner-catalogue'
import { CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent } from '../../../contract/catalogue-live'
import { INVALID_IMAGE } from '../../../contract/photo'
import type { SocketBus } from '../../client/socket/socket-bus'
import { checkFile } from '../../client/upload/file-rules'
import type { OwnerLiveEvents } from '../owner-live'
import { uploadAttachment } from '../stores/attachment-upload'
import * as t from 'io-ts'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { HttpError } from '../../client/http/http-error'
import { failureOf, type Failure } from '../panel-kit/errors'
import { draftErrors, draftOf, newDraft, type ItemDraft } from './item-draft'
import { CsvImportStore } from './csv-store'
import { SectionsStore } from './sections-store'
import { filterStock, stockRows, type StockFilter, type StockRow } from './stock-rows'

const Ok = t.type({ message: t.string })

/**
 * The owner's catalogue (the Catalogue tab): the items with a search, the
 * item form (its field errors from the contract's codecs, or the server's
 * 400 and 409), duplicate, hide, move, delete, and the Stock view's rows
 * edited in place. Every change answers the item as stored, which replaces
 * the one shown.
 */
export class CatalogueStudioStore {
  status: 'loading' | 'ready' | 'failed' = 'loading'
  failure: Failure | null = null
  data: OwnerCatalogueResponse | null = null
  view: 'items' | 'stock' | 'topics' = 'items'
  /** The Topics view: topics and the catalogues they lead to. */
  readonly sections: SectionsStore
  /** The CSV import of the Items view. */
  readonly csv: CsvImportStore
  search = ''
  stockFilter: StockFilter = 'all'
  stockSearch = ''
  draft: ItemDraft | null = null
  /** Field path under the item → error code, beside the fields. */
  errors = new Map<string, string>()
  saving = false
  uploading = false
  saveFailure: Failure | null = null
  /** Someone else saved the item meanwhile: the form holds their version; these fields differ from what was typed. */
  conflict: string[] | null = null
  /** Item or stock row key → its last failure. */
  readonly failures = new Map<string, Failure>()
  deleting: OwnerItem | null = null
  /** Said to screen readers after a change. */
  announcement: 'saved' | 'archived' | 'deleted' | null = null

  constructor(
    /** The owner client (the activity lists call it too). */
    readonly api: OwnerHttpClient,
    private readonly live?: Pick<SocketBus<OwnerLiveEvents>, 'subscribe' | 'on'>,
  ) {
    this.sections = new SectionsStore(api, () => this.load())
    this.csv = new CsvImportStore(api, () => this.load())
    makeAutoObservable<CatalogueStudioStore, 'live'>(this, {
      api: false,
      live: false,
      sections: false,
      csv: false,
    })
  }

  /**
   * Follows the catalogue changes of the site (another owner's, or this owner's in another tab): the list is fetched
   * again; an open form stays as typed (its save then answers 409 if the item changed). Returns the stop.
   */
  connect(): () => void {
    if (!this.live) return () => {}
    const stops = [
      this.live.subscribe(CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent, () => void this.load()),
      this.live.on('reconnected', () => void this.load()),
    ]
    return () => stops.forEach((stop) => stop())
  }

  get items(): OwnerItem[] {
    return this.data?.items ?? []
  }

  /**
   * What the search looks in, per item, lower-cased once per load (not per keystroke: a shop may have
   * thousands of items): its name, slug and SKUs, each on a line of its own so a needle never spans two.
   */
  get searchTexts(): string[] {
    return this.items.map((item) =>
      [item.name, item.slug, ...item.variants.map((variant) => variant.sku)].join('\n').toLocaleLowerCase(),
    )
  }

  get visibleItems(): OwnerItem[] {
    const needle = this.search.trim().toLocaleLowerCase()
    if (!needle) return this.items
    const texts = this.searchTexts
    return this.items.filter((_item, index) => texts[index]!.includes(needle))
  }

  get stock(): StockRow[] {
    return filterStock(stockRows(this.items), this.stockFilter, this.stockSearch)
  }

  catalogueName(catalogueId: string): string {
    return this.data?.catalogues.find((catalogue) => catalogue._id === catalogueId)?.name ?? ''
  }

  setView(view: 'items' | 'stock' | 'topics'): void {
    this.view = view
  }
  setSearch(text: string): void {
    this.search = text
  }
  setStockFilter(filter: StockFilter): void {
    this.stockFilter = filter
  }
  setStockSearch(text: string): void {
    this.stockSearch = text
  }

  async load(): Promise<void> {
    this.status = this.data ? 'ready' : 'loading'
    try {
      const data = await this.api.get(OWNER_CATALOGUE_PATH, OwnerCatalogueResponse)
      runInAction(() => {
        this.data = data
        this.sections.reset(data)
        this.status = 'ready'
        this.failure = null
      })
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error)
        if (!this.data) this.status = 'failed'
      })
    }
  }

  /** Opens the form: a stored item, or a new one in the first catalogue. */
  edit(item: OwnerItem | null): void {
    const catalogue = this.data?.catalogues[0]
    this.draft = item ? draftOf(item) : catalogue ? newDraft(catalogue._id, catalogue.catalogueType) : null
    this.errors = new Map()
    this.saveFailure = null
    this.conflict = null
  }

  closeForm(): void {
    this.draft = null
  }

  /** Changes the draft (the form's fields call it); a field's error goes once it is changed. */
  change(path: string, apply: (input: ItemDraft['input']) => void): void {
    if (!this.draft) return
    apply(this.draft.input)
    if (this.errors.has(path)) this.errors.delete(path)
  }

  /**
   * Uploads a photo (the owner's upload call: jpeg or png, 5 MB, turned into WebP widths) and adds its address to the
   * draft's images; one the server cannot read is the field's error.
   */
  async addImage(file: File): Promise<void> {
    const draft = this.draft
    if (!draft) return
    this.errors.delete('images')
    if (draft.input.images.length >= LIMITS.images) return void this.errors.set('images', 'tooMany')
    const problem = checkFile(file, 'image')
    if (problem) return void this.errors.set('images', problem.key === 'tooLarge' ? 'imageTooLarge' : 'notImage')
    this.uploading = true
    try {
      const url = await uploadAttachment(this.api, file, 'photo')
      runInAction(() => draft.input.images.push(url))
    } catch (error) {
      runInAction(() =>
        error instanceof HttpError && error.code === INVALID_IMAGE
          ? this.errors.set('images', 'unreadableImage')
          : (this.saveFailure = failureOf(error)),
      )
    } finally {
      runInAction(() => (this.uploading = false))
    }
  }

  removeImage(index: number): void {
    this.change('images', (input) => input.images.splice(index, 1))
  }

  /** Checks the draft with the contract's codecs, then saves it; true when saved. */
  async save(): Promise<boolean> {
    const draft = this.draft
    if (!draft || this.saving) return false
    this.errors = draftErrors(draft.input)
    this.saveFailure = null
    if (this.errors.size > 0) return false
    this.saving = true
    try {
      const answer = draft.itemId
        ? await this.api.post(
            OWNER_ITEM_UPDATE_PATH,
            { itemId: draft.itemId, version: draft.version, item: draft.input },
            ItemResponse,
          )
        : await this.api.post(OWNER_ITEM_CREATE_PATH, { item: draft.input }, ItemResponse)
      runInAction(() => {
        this.stored(answer.item)
        this.draft = null
        this.conflict = null
        this.announcement = 'saved'
      })
      return true
    } catch (error) {
      await this.saveFailed(error, draft)
      return false
    } finally {
      runInAction(() => (this.saving = false))
    }
  }

  async duplicate(item: OwnerItem): Promise<void> {
    await this.run(item._id, () => this.api.post(OWNER_ITEM_DUPLICATE_PATH, { itemId: item._id }, ItemResponse))
    await this.load()
  }

  async setHidden(item: OwnerItem, hidden: boolean): Promise<void> {
    const answer = await this.run(item._id, () =>
      this.api.post(OWNER_ITEM_VISIBILITY_PATH, { itemId: item._id, hidden }, ItemResponse),
    )
    if (answer) runInAction(() => this.stored(answer.item))
  }

  /** Moves the item one place up (-1) or down (1) among the items of its catalogue. */
  async move(item: OwnerItem, direction: -1 | 1): Promise<void> {
    const siblings = this.items.filter((other) => other.catalogueId === item.catalogueId).map((other) => other._id)
    const from = siblings.indexOf(item._id)
    const to = from + direction
    if (to < 0 || to >= siblings.length) return
    ;[siblings[from], siblings[to]] = [siblings[to]!, siblings[from]!]
    await this.run(item._id, () => this.api.post(OWNER_CATALOGUE_ORDER_PATH, { kind: 'items', ids: siblings }, Ok))
    await this.load()
  }

  askDelete(item: OwnerItem | null): void {
    this.deleting = item
  }

  async confirmDelete(): Promise<void> {
    const item = this.deleting
    if (!item) return
    const answer = await this.run(item._id, () =>
      this.api.post(OWNER_ITEM_DELETE_PATH, { itemId: item._id }, ItemDeleteResponse),
    )
    runInAction(() => {
      this.deleting = null
      if (!answer || !this.data) return
      this.data = { ...this.data, items: this.items.filter((other) => other._id !== item._id) }
      this.announcement = answer.outcome
    })
  }

  /** Sets one stock figure from the Stock view (an empty field: not tracked, for a package or an item). */
  async setStock(row: StockRow, stock: number | null): Promise<void> {
    if (stock === row.stock) return
    const answer = await this.run(row.key, () =>
      this.api.post(OWNER_STOCK_PATH, { itemId: row.itemId, optionId: row.optionId, stock }, ItemResponse),
    )
    if (answer) runInAction(() => this.stored(answer.item))
  }

  private stored(item: OwnerItem): void {
    if (!this.data) return
    const items = this.items.some((other) => other._id === item._id)
      ? this.items.map((other) => (other._id === item._id ? item : other))
      : [...this.items, item]
    this.data = { ...this.data, items }
  }

  private async run<A>(key: string, call: () => Promise<A>): Promise<A | null> {
    this.failures.delete(key)
    try {
      return await call()
    } catch (error) {
      runInAction(() => this.failures.set(key, failureOf(error)))
      return null
    }
  }

  private async saveFailed(error: unknown, draft: ItemDraft): Promise<void> {
    const fields = new Map(
      (error instanceof HttpError ? error.errors : []).map((entry) => [
        entry.path.replace(/^body\.item\.?/, ''),
        entry.message,
      ]),
    )
    if (error instanceof HttpError && error.status === 409 && draft.itemId) {
      // Someone saved first: show their version, and which fields differ from what was typed here.
      await this.load()
      runInAction(() => {
        const current = this.items.find((item) => item._id === draft.itemId)
        this.conflict = [...fields.keys()]
        if (current) this.draft = { ...draftOf(current) }
        this.errors = fields
      })
      return
    }
    runInAction(() => {
      this.errors = fields
      this.saveFailure = failureOf(error)
    })
  }
}

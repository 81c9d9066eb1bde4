import { action, makeObservable, observable } from 'mobx'
import { Loadable } from './loadable'

/** What one answer holds of the list: its items, and where the next page starts. */
export interface Page<Item> {
  items: readonly Item[]
  hasMore: boolean
  /** The cursor of the next page (`nextBefore`), or null. */
  next: string | null
}

/** How a paged list asks for a page and reads the answer. */
export interface PageSource<Item, Answer> {
  /** The page after `cursor` (null: the first page) of what the list shows now (its filter, its search). */
  fetch(cursor: string | null): Promise<Answer>
  page(answer: Answer): Page<Item>
  id(item: Item): string
  /** Every applied answer (first page, next page, refresh), for what it says beside the list (counts). */
  took?(answer: Answer): void
}

/**
 * A list held by id and fetched a page at a time with a cursor, the
 * kernel's paged base store: `load` replaces the list with the first page,
 * `loadMore` appends the next one, `reload` replaces it quietly, `refresh` merges the first page again
 * keeping what is shown (a reconnect), `reset` forgets. `first` and `more`
 * are the two request slots (`Loadable`): status and error of each, and a
 * next page asked before a new `load` or `reset` is dropped.
 *
 * @example
 * readonly list = new PagedList<Lead, LeadsResponse>({
 *   fetch: (before) => api.get(OWNER_LEADS_PATH, LeadsResponse, { status: this.filter, before: before ?? undefined }),
 *   page: (answer) => ({ items: answer.leads, hasMore: answer.hasMore, next: answer.nextBefore }),
 *   id: (lead) => lead._id,
 *   took: (answer) => (this.open = answer.open),
 * })
 */
export class PagedList<Item, Answer> {
  /** The items held, by id (shallow: an item is replaced whole). */
  readonly byId = observable.map<string, Item>({}, { deep: false })
  readonly first = new Loadable()
  readonly more = new Loadable()
  hasMore = false
  cursor: string | null = null

  constructor(private readonly source: PageSource<Item, Answer>) {
    makeObservable<PagedList<Item, Answer>, 'take'>(this, {
      hasMore: observable,
      cursor: observable,
      take: action,
      reset: action,
    })
  }

  /** The first page answered (and not reset since): the list is what the server has. */
  get loaded(): boolean {
    return this.first.status === 'ready'
  }

  /** The first page; replaces the list. Resolves whether its answer was applied. */
  load(): Promise<boolean> {
    return this.replaceWithFirst(false)
  }

  /** The next page, after the last one held; nothing when there is none or a page is on its way. */
  loadMore(): Promise<boolean> {
    const { cursor } = this
    if (!this.hasMore || cursor === null || this.first.loading || this.more.loading) return Promise.resolve(false)
    const current = this.first.current()
    return this.more.run(
      () => this.source.fetch(cursor),
      (answer) => {
        if (current()) this.take(answer, true)
      },
    )
  }

  /**
   * The first page again, merged into what is held, which stays on screen meanwhile (after a reconnect, or news of an
   * item not held).
   */
  refresh(): Promise<boolean> {
    const wasLoaded = this.loaded
    return this.first.run(
      () => this.source.fetch(null),
      (answer) => this.take(answer, !wasLoaded),
      { quiet: true },
    )
  }

  /** The first page again, replacing the list only when it answers (what is shown stays meanwhile, and on failure). */
  reload(): Promise<boolean> {
    return this.replaceWithFirst(true)
  }

  /** Asks for the first page and makes it the whole list; `quiet`: the list stays as it is meanwhile. */
  private replaceWithFirst(quiet: boolean): Promise<boolean> {
    this.more.reset()
    return this.first.run(
      () => this.source.fetch(null),
      (answer) => {
        this.byId.clear()
        this.take(answer, true)
      },
      { quiet },
    )
  }

  /** Puts an item (a live change) in the list. */
  set(item: Item): void {
    this.byId.set(this.source.id(item), item)
  }

  reset(): void {
    this.first.reset()
    this.more.reset()
    this.byId.clear()
    this.hasMore = false
    this.cursor = null
  }

  private take(answer: Answer, paging: boolean): void {
    const page = this.source.page(answer)
    for (const item of page.items) this.byId.set(this.source.id(item), item)
    if (paging) {
      this.hasMore = page.hasMore
      this.cursor = page.next
    }
    this.source.took?.(answer)
  }
}

import { describe, expect, it } from 'vitest'
import { Loadable } from './loadable'
import { PagedList } from './paged-list'
import { deferred } from './store-test-helpers'

describe('Loadable', () => {
  it('goes loading → ready and applies the answer', async () => {
    const slot = new Loadable()
    const applied: string[] = []
    const call = deferred<string>()
    const run = slot.run(
      () => call.promise,
      (answer) => applied.push(answer),
    )
    expect(slot.status).toBe('loading')
    call.resolve('a')
    await expect(run).resolves.toBe(true)
    expect([slot.status, applied]).toEqual(['ready', ['a']])
  })

  it('keeps the failure as status and error; never rejects', async () => {
    const slot = new Loadable()
    const error = new Error('offline')
    await expect(
      slot.run(
        () => Promise.reject(error),
        () => {},
      ),
    ).resolves.toBe(false)
    expect([slot.status, slot.error]).toEqual(['failed', error])
  })

  it('drops the answer of an older run (stale-safe), whichever arrives first', async () => {
    const slot = new Loadable()
    const applied: string[] = []
    const older = deferred<string>()
    const newer = deferred<string>()
    const first = slot.run(
      () => older.promise,
      (answer) => applied.push(answer),
    )
    const second = slot.run(
      () => newer.promise,
      (answer) => applied.push(answer),
    )
    newer.resolve('new')
    older.resolve('old')
    await expect(Promise.all([first, second])).resolves.toEqual([false, true])
    expect(applied).toEqual(['new'])
    expect(slot.status).toBe('ready')
  })

  it('drops an older failure too, and everything after reset', async () => {
    const slot = new Loadable()
    const older = deferred<string>()
    void slot.run(
      () => older.promise,
      () => {},
    )
    await slot.run(
      () => Promise.resolve('ok'),
      () => {},
    )
    older.reject(new Error('late'))
    await Promise.resolve()
    expect(slot.status).toBe('ready')
    const pending = deferred<string>()
    const run = slot.run(
      () => pending.promise,
      () => expect.unreachable(),
    )
    slot.reset()
    pending.resolve('gone')
    await expect(run).resolves.toBe(false)
    expect(slot.status).toBe('idle')
  })

  it('shares a run in flight with the same key (de-duplicated)', async () => {
    const slot = new Loadable()
    let asked = 0
    const call = deferred<string>()
    const fetch = () => (asked++, call.promise)
    const one = slot.run(fetch, () => {}, { key: 'c1' })
    const two = slot.run(fetch, () => {}, { key: 'c1' })
    expect(two).toBe(one)
    call.resolve('x')
    await one
    expect(asked).toBe(1)
    await slot.run(
      () => Promise.resolve('y'),
      () => {},
      { key: 'c1' },
    )
    expect(asked).toBe(1)
  })

  it('a quiet run (refresh) keeps a ready slot ready, even when it fails', async () => {
    const slot = new Loadable()
    await slot.run(
      () => Promise.resolve(1),
      () => {},
    )
    const call = deferred<number>()
    const refresh = slot.run(
      () => call.promise,
      () => {},
      { quiet: true },
    )
    expect(slot.status).toBe('ready')
    call.reject(new Error('offline'))
    await refresh
    expect(slot.status).toBe('ready')
  })
})

interface Answer {
  items: { id: string }[]
  hasMore: boolean
  next: string | null
  total: number
}

function list(pages: Record<string, Answer | (() => Promise<Answer>)>) {
  const asked: (string | null)[] = []
  const totals: number[] = []
  const paged = new PagedList<{ id: string }, Answer>({
    fetch: async (cursor) => {
      asked.push(cursor)
      const page = pages[cursor ?? 'first']!
      return typeof page === 'function' ? page() : page
    },
    page: (answer) => answer,
    id: (item) => item.id,
    took: (answer) => totals.push(answer.total),
  })
  return { paged, asked, totals }
}

const ids = (paged: PagedList<{ id: string }, Answer>) => [...paged.byId.keys()]

describe('PagedList', () => {
  it('loads the first page, then the next by its cursor, until there is no more', async () => {
    const { paged, asked, totals } = list({
      first: { items: [{ id: 'a' }, { id: 'b' }], hasMore: true, next: 'b', total: 3 },
      b: { items: [{ id: 'c' }], hasMore: false, next: null, total: 3 },
    })
    await paged.load()
    expect([ids(paged), paged.hasMore, paged.loaded]).toEqual([['a', 'b'], true, true])
    await paged.loadMore()
    expect([ids(paged), paged.hasMore]).toEqual([['a', 'b', 'c'], false])
    await expect(paged.loadMore()).resolves.toBe(false)
    expect(asked).toEqual([null, 'b'])
    expect(totals).toEqual([3, 3])
  })

  it('drops a next page asked before a new load', async () => {
    let release!: () => void
    const { paged } = list({
      first: { items: [{ id: 'a' }], hasMore: true, next: 'a', total: 1 },
      a: () =>
        new Promise(
          (resolve) => (release = () => resolve({ items: [{ id: 'old' }], hasMore: false, next: null, total: 1 })),
        ),
    })
    await paged.load()
    const more = paged.loadMore()
    await paged.load()
    release()
    await more
    expect(ids(paged)).toEqual(['a'])
    expect(paged.hasMore).toBe(true)
  })

  it('refresh merges the first page into what is held, keeping the cursor of the pages held', async () => {
    const pages: Record<string, Answer> = {
      first: { items: [{ id: 'a' }], hasMore: true, next: 'a', total: 2 },
      a: { items: [{ id: 'b' }], hasMore: false, next: null, total: 2 },
    }
    const { paged } = list(pages)
    await paged.load()
    await paged.loadMore()
    pages.first = { items: [{ id: 'new' }, { id: 'a' }], hasMore: true, next: 'a', total: 3 }
    await paged.refresh()
    expect(ids(paged).sort()).toEqual(['a', 'b', 'new'])
    expect([paged.hasMore, paged.cursor]).toEqual([false, null])
  })

  it('reset forgets the list and any answer on its way', async () => {
    let release!: () => void
    const { paged } = list({
      first: () =>
        new Promise(
          (resolve) => (release = () => resolve({ items: [{ id: 'a' }], hasMore: false, next: null, total: 1 })),
        ),
    })
    const load = paged.load()
    paged.reset()
    release()
    await load
    expect([ids(paged), paged.first.status]).toEqual([[], 'idle'])
  })
})

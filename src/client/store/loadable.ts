import { action, computed, makeObservable, observable, observableRef } from 'mobx'

/** Where a request slot stands: nothing asked yet, asking, answered, or failed (see `error`). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

export interface RunOptions {
  /** Runs with the same key while one is in flight share it (de-duplicated) instead of asking again. */
  key?: string
  /**
   * A refresh: the status does not go back to `loading` (what is shown stays),
   * and a failure leaves a `ready` slot ready.
   */
  quiet?: boolean
}

/**
 * One request slot of a store, in the spirit of Outline's base `Store`: its
 * `status` and `error`, stale-safe answers (a newer `run`, or `reset`, drops
 * the answer of an older one) and de-duplicated runs (same `key` while in
 * flight). The answer is applied in one MobX action. It replaces the
 * hand-written request counters (`++this.request`, `generation`) and the
 * loading/error flags each store kept.
 *
 * @example
 * readonly context = new Loadable()
 * load(customerId: string) {
 *   return this.context.run(
 *     () => api.get(PATH, CustomerContextResponse, { customerId }),
 *     (answer) => this.show(answer),
 *     { key: customerId },
 *   )
 * }
 * // in the component: context.status === 'loading' → skeleton; 'failed' → failureOf(context.error)
 */
export class Loadable {
  status: LoadStatus = 'idle'
  /** What the last failed run threw (an `HttpError` for a call), or null. */
  error: unknown = null
  private generation = 0
  private inFlight: { key: string; generation: number; promise: Promise<boolean> } | null = null

  constructor() {
    makeObservable<Loadable, 'settle'>(this, {
      status: observable,
      error: observableRef,
      loading: computed,
      reset: action,
      settle: action,
    })
  }

  get loading(): boolean {
    return this.status === 'loading'
  }

  /**
   * Asks with `fetch` and, unless a newer run or `reset` came meanwhile,
   * applies the answer with `apply` (one action). Resolves whether the answer
   * was applied; never rejects (a failure is `status` + `error`).
   */
  run<A>(fetch: () => Promise<A>, apply: (answer: A) => void, options: RunOptions = {}): Promise<boolean> {
    const { key, quiet = false } = options
    if (key !== undefined && this.inFlight?.key === key && this.inFlight.generation === this.generation)
      return this.inFlight.promise
    const generation = ++this.generation
    if (!quiet || this.status !== 'ready') this.settle(() => ((this.status = 'loading'), (this.error = null)))
    const promise = fetch().then(
      (answer) => this.finish(generation, () => ((this.status = 'ready'), (this.error = null), apply(answer))),
      (error: unknown) =>
        this.finish(generation, () => {
          if (quiet && this.status === 'ready') return
          this.status = 'failed'
          this.error = error
        }) && false,
    )
    if (key !== undefined) this.inFlight = { key, generation, promise }
    return promise
  }

  /**
   * A check that stays true until the next `run` or `reset`: for a side
   * request (the next page) whose answer belongs to what this slot shows.
   */
  current(): () => boolean {
    const generation = this.generation
    return () => generation === this.generation
  }

  /** Forget: back to `idle`; answers of runs in flight are dropped. */
  reset(): void {
    this.generation++
    this.inFlight = null
    this.status = 'idle'
    this.error = null
  }

  private finish(generation: number, change: () => void): boolean {
    if (this.inFlight?.generation === generation) this.inFlight = null
    if (generation !== this.generation) return false
    this.settle(change)
    return true
  }

  private settle(change: () => void): void {
    change()
  }
}

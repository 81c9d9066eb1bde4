import { action, computed, makeObservable, observable, observableRef } from 'mobx'
import type { FieldError } from '../../../contract/decode'
import { HttpError } from '../http/http-error'

/**
 * What a screen writes, beside `Loadable` for what it reads: one request at a
 * time (a second `submit` while one is in flight is refused, so a double tap
 * never sends twice), `busy`, the last failure (`error`, with the server's
 * field errors for a 400), `done` once the last one succeeded, and `retry`
 * of the last attempt. The answer is applied in one MobX action. It replaces
 * the `saving`/`sending` flags stores reset by hand.
 *
 * @example
 * readonly save = new Submission()
 * submit() {
 *   return this.save.submit(
 *     () => api.request({ method: 'PUT', path: PATH, body: this.body, codec: Settings }),
 *     (settings) => this.take(settings),
 *   )
 * }
 * // in the component: <Button disabled={save.busy}>…; save.done → 'Saved'; save.fieldError('body.address')
 */
export class Submission {
  busy = false
  /** What the last failed attempt threw (an `HttpError` for a call), or null. */
  error: unknown = null
  /** The last attempt succeeded and nothing was edited since (`clear`). */
  done = false
  private last: (() => Promise<boolean>) | null = null

  constructor() {
    makeObservable<Submission, 'settle'>(this, {
      busy: observable,
      error: observableRef,
      done: observable,
      failed: computed,
      clear: action,
      settle: action,
    })
  }

  get failed(): boolean {
    return this.error !== null
  }

  /**
   * Sends with `send` and applies its answer with `apply` (one action).
   * Resolves whether it succeeded; never rejects (a failure is `error`).
   * While an attempt is in flight, another resolves false at once.
   */
  submit<A>(send: () => Promise<A>, apply?: (answer: A) => void): Promise<boolean> {
    if (this.busy) return Promise.resolve(false)
    const attempt = (): Promise<boolean> => {
      this.settle(() => ((this.busy = true), (this.done = false), (this.error = null)))
      return send().then(
        (answer) => (this.settle(() => ((this.busy = false), (this.done = true), apply?.(answer))), true),
        (error: unknown) => (this.settle(() => ((this.busy = false), (this.error = error))), false),
      )
    }
    this.last = attempt
    return attempt()
  }

  /** Sends the last attempt again (after a failure); false when there is none or one is in flight. */
  retry(): Promise<boolean> {
    if (this.busy || !this.last) return Promise.resolve(false)
    return this.last()
  }

  /** Forget the last outcome (an edit after 'Saved' or after an error). */
  clear(): void {
    this.done = false
    this.error = null
  }

  /** The server's field errors of the last failure (a 400), or none. */
  get fieldErrors(): readonly FieldError[] {
    return this.error instanceof HttpError ? this.error.errors : []
  }

  /** The server's message for the first field error whose path starts with `path`, or null. */
  fieldError(path: string): string | null {
    return this.fieldErrors.find((entry) => entry.path.startsWith(path))?.message ?? null
  }

  private settle(change: () => void): void {
    change()
  }
}

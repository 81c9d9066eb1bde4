import { action, computed, makeObservable, observable, observableRef } from 'mobx'
import type * as t from 'io-ts'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import { failureIn, type Failure } from '../panel-kit/errors'

/** Where a Share tab setting is read and how each of its actions is sent. */
export interface ShareSettingSpec<Answer, Action extends string> {
  /** Read with GET. */
  path: string
  codec: t.Type<Answer, unknown>
  /** The text field as the answer fills it. */
  inputOf(answer: Answer): string
  /** Where the server names the text field's errors (`body.domain`, `body.origins`). */
  field: string
  /** Each action: the path it posts to and its body from the text as typed; each answers the whole setting. */
  actions: Record<Action, { path: string; body(input: string): object }>
}

/**
 * One setting of the Share tab (the custom domain, the embed's websites and
 * secret): read once (`request`), a text field as typed (`input`), and
 * actions (save, check, renew…) sent one at a time (`submission`), each
 * answering the whole setting. A failed action keeps what is typed and
 * shows the server's words (a 400's by the field).
 *
 * @example
 * const domain = new ShareSetting(api, {
 *   path: OWNER_DOMAIN_PATH, codec: CustomDomainResponse, inputOf: (answer) => answer.domain?.domain ?? '',
 *   field: 'body.domain', actions: { save: { path: OWNER_DOMAIN_PATH, body: (domain) => ({ domain }) }, … },
 * })
 * void domain.act('save')
 */
export class ShareSetting<Answer, Action extends string> {
  readonly request = new Loadable()
  readonly submission = new Submission()
  answer: Answer | null = null
  /** The text field as typed. */
  input = ''
  private last: Action | null = null

  constructor(
    private readonly api: OwnerHttpClient,
    private readonly spec: ShareSettingSpec<Answer, Action>,
  ) {
    makeObservable<ShareSetting<Answer, Action>, 'last' | 'take'>(this, {
      answer: observableRef,
      input: observable,
      last: observable,
      busy: computed,
      done: computed,
      failure: computed,
      fieldError: computed,
      setInput: action,
      take: action,
    })
  }

  /** The action on its way, or null. */
  get busy(): Action | null {
    return this.submission.busy ? this.last : null
  }

  /** The action done last (until the text is edited). */
  get done(): Action | null {
    return this.submission.done ? this.last : null
  }

  /** What failed last: an action, else the read. */
  get failure(): Failure | null {
    return failureIn(this.submission) ?? failureIn(this.request)
  }

  /** The error of the text field from the last failed action. */
  get fieldError(): string | null {
    const { field } = this.spec
    const error = this.submission.fieldErrors.find(
      (entry) => entry.path === field || entry.path.startsWith(`${field}.`),
    )
    return error?.message ?? null
  }

  load(): Promise<boolean> {
    return this.request.run(
      () => this.api.get(this.spec.path, this.spec.codec),
      (answer) => this.take(answer),
    )
  }

  setInput(value: string): void {
    this.input = value
    if (this.submission.done) this.submission.clear()
  }

  act(name: Action): Promise<boolean> {
    if (this.submission.busy) return Promise.resolve(false)
    const call = this.spec.actions[name]
    const body = call.body(this.input)
    this.last = name
    return this.submission.submit(
      () => this.api.post(call.path, body, this.spec.codec),
      (answer) => this.take(answer),
    )
  }

  private take(answer: Answer): void {
    this.answer = answer
    this.input = this.spec.inputOf(answer)
  }
}

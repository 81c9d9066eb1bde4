import { makeAutoObservable, runInAction } from 'mobx'
import {
  OWNER_QUICK_REPLIES_PATH,
  OWNER_QUICK_REPLY_DELETE_PATH,
  OWNER_QUICK_REPLY_SAVE_PATH,
  OwnerQuickRepliesResponse,
  SaveQuickReplyResponse,
  type QuickReply,
} from '../../../contract/owner-quick-replies'
import { MessageResponse } from '../../../contract/auth'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { failureOf, type Failure } from '../panel-kit/errors'
import { SectionForm } from '../panel-kit/section-form'

/** The reply form: its shortcut and text (`_id` null: a new one). */
export interface QuickReplyForm {
  _id: string | null
  shortcut: string
  text: string
}

/**
 * The site's quick replies: Settings' Quick replies screen edits them one at a time, and the composer's `/` menu
 * lists them (`matching`). Loaded once per session when either first needs them; `upiId` fills `{upi}`, `hours`
 * `{hours}`.
 */
export class QuickRepliesStore {
  readonly request = new Loadable()
  replies: QuickReply[] = []
  upiId: string | null = null
  hours: string | null = null
  /** The reply being edited (none: no form open). */
  readonly reply = new SectionForm<QuickReplyForm>()
  confirmingDelete: QuickReply | null = null
  failure: Failure | null = null

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<QuickRepliesStore, 'api'>(this, { api: false, request: false, reply: false })
  }

  /** Loads the replies unless they are here or on their way. */
  load(): Promise<boolean> {
    if (this.request.status === 'ready' || this.request.status === 'loading') return Promise.resolve(true)
    return this.request.run(
      () => this.api.get(OWNER_QUICK_REPLIES_PATH, OwnerQuickRepliesResponse),
      (data) => {
        this.replies = data.quickReplies
        this.upiId = data.upiId
        this.hours = data.hours
      },
    )
  }

  /**
   * The replies for what the owner typed after `/`: those whose shortcut starts with it first, then those whose
   * shortcut or text holds it.
   *
   * @example
   * store.matching('pa') // [/pay, …]
   */
  matching(typed: string): QuickReply[] {
    const query = typed.toLowerCase()
    const starts = this.replies.filter((reply) => reply.shortcut.startsWith(query))
    const holds = this.replies.filter(
      (reply) =>
        !reply.shortcut.startsWith(query) &&
        (reply.shortcut.includes(query) || reply.text.toLowerCase().includes(query)),
    )
    return [...starts, ...holds]
  }

  get editing(): QuickReplyForm | null {
    return this.reply.form
  }

  edit(reply: QuickReply | null): void {
    this.reply.open(reply ? { ...reply } : { _id: null, shortcut: '', text: '' })
  }

  cancel(): void {
    this.reply.open(null)
  }

  set(field: 'shortcut' | 'text', value: string): void {
    if (this.editing) this.reply.change(this.editing, field, value)
  }

  save(): Promise<boolean> {
    return this.reply.submit(
      ({ _id, shortcut, text }) =>
        this.api.post(OWNER_QUICK_REPLY_SAVE_PATH, { ...(_id && { _id }), shortcut, text }, SaveQuickReplyResponse),
      ({ quickReply }) => {
        this.replies = [...this.replies.filter((known) => known._id !== quickReply._id), quickReply].sort((a, b) =>
          a.shortcut.localeCompare(b.shortcut),
        )
        this.reply.fill(null)
      },
    )
  }

  askDelete(reply: QuickReply | null): void {
    this.confirmingDelete = reply
    this.failure = null
  }

  async remove(reply: QuickReply): Promise<void> {
    try {
      await this.api.post(OWNER_QUICK_REPLY_DELETE_PATH, { _id: reply._id }, MessageResponse)
      runInAction(() => {
        this.replies = this.replies.filter((known) => known._id !== reply._id)
        this.confirmingDelete = null
      })
    } catch (error) {
      runInAction(() => (this.failure = failureOf(error)))
    }
  }
}

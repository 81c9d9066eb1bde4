import { makeAutoObservable, runInAction } from 'mobx'
import { MessageResponse } from '../../../contract/auth'
import {
  AddCustomerNoteResponse,
  CustomerNotesResponse,
  OWNER_CUSTOMER_NOTE_ADD_PATH,
  OWNER_CUSTOMER_NOTE_DELETE_PATH,
  OWNER_CUSTOMER_NOTES_PATH,
  type CustomerNote,
} from '../../../contract/owner-customer-notes'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import { failureOf, type Failure } from '../panel-kit/errors'

/**
 * The owners' private notes on the customer beside the conversation: newest first, a new one written in `draft`
 * and added on its own (one at a time), a note deleted. An answer about a customer no longer shown is dropped.
 */
export class CustomerNotesStore {
  readonly request = new Loadable()
  readonly adding = new Submission()
  customerId: string | null = null
  notes: CustomerNote[] = []
  draft = ''
  /** A delete that failed. */
  failure: Failure | null = null

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<CustomerNotesStore, 'api'>(this, { api: false, request: false, adding: false })
  }

  load(customerId: string): Promise<boolean> {
    this.customerId = customerId
    this.notes = []
    this.draft = ''
    this.failure = null
    return this.request.run(
      () => this.api.get(OWNER_CUSTOMER_NOTES_PATH, CustomerNotesResponse, { customerId }),
      (answer) => {
        if (this.customerId === customerId) this.notes = answer.notes
      },
      { key: customerId },
    )
  }

  setDraft(text: string): void {
    this.draft = text
  }

  add(): Promise<boolean> {
    const { customerId } = this
    const text = this.draft
    if (customerId === null || text.trim() === '') return Promise.resolve(false)
    return this.adding.submit(
      () => this.api.post(OWNER_CUSTOMER_NOTE_ADD_PATH, { customerId, text }, AddCustomerNoteResponse),
      ({ note }) => {
        if (this.customerId !== customerId) return
        this.notes = [note, ...this.notes]
        this.draft = ''
      },
    )
  }

  async remove(note: CustomerNote): Promise<void> {
    try {
      await this.api.post(OWNER_CUSTOMER_NOTE_DELETE_PATH, { _id: note._id }, MessageResponse)
      runInAction(() => (this.notes = this.notes.filter((known) => known._id !== note._id)))
    } catch (error) {
      runInAction(() => (this.failure = failureOf(error)))
    }
  }
}

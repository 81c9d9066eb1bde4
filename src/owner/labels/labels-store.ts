import { makeAutoObservable, runInAction } from 'mobx'
import { MessageResponse } from '../../../contract/auth'
import {
  AssignResponse,
  ConversationLabelResponse,
  LabelsResponse,
  OWNER_CONVERSATION_ASSIGN_PATH,
  OWNER_CONVERSATION_LABEL_PATH,
  OWNER_LABEL_DELETE_PATH,
  OWNER_LABEL_SAVE_PATH,
  OWNER_LABELS_PATH,
  PRODUCT_LABEL_COLOURS,
  PRODUCT_LABELS,
  SaveLabelResponse,
  type LabelColour,
  type OwnerLabel,
} from '../../../contract/owner-labels'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import type { OwnerT } from '../i18n'
import type { OwnerLive } from '../owner-live'
import { failureOf, type Failure } from '../panel-kit/errors'
import { SectionForm } from '../panel-kit/section-form'
import type { InboxStore } from '../stores/inbox-store'

/** A label as the app shows it: the product's in the owner's language, the owners' in their own words. */
export interface ShownLabel {
  id: string
  name: string
  colour: LabelColour
  product: boolean
}

/** The label form: its name and colour (`_id` null: a new one). */
export interface LabelForm {
  _id: string | null
  name: string
  colour: LabelColour
}

export interface LabelsDeps {
  api: OwnerHttpClient
  live: OwnerLive
  t: OwnerT
  /** The inbox list, whose rows show a conversation's labels and owner. */
  inbox: InboxStore
}

/**
 * Labels (contract/owner-labels.ts): the owners' own, edited one at a time in Settings › Labels and read again when
 * another owner changes them (`labels` live event); the product's, named in the owner's language; and the owner's
 * actions on a conversation: a label put on or taken off, the conversation given to an owner. Their answers update the
 * inbox's row at once; the other owners' tabs hear the same change live.
 */
export class LabelsStore {
  readonly request = new Loadable()
  labels: OwnerLabel[] = []
  /** The label being edited (none: no form open). */
  readonly label = new SectionForm<LabelForm>()
  confirmingDelete: OwnerLabel | null = null
  /** A delete that failed. */
  failure: Failure | null = null
  /** A label put on or taken off a conversation. */
  readonly labelling = new Submission()
  /** A conversation given to an owner. */
  readonly assigning = new Submission()

  constructor(private readonly deps: LabelsDeps) {
    makeAutoObservable<LabelsStore, 'deps'>(this, {
      deps: false,
      // Not a computed: the product labels' names follow the owner's language, which MobX does not watch.
      all: false,
      request: false,
      label: false,
      labelling: false,
      assigning: false,
    })
  }

  /** Follows the other owners' changes of the labels; returns the stop. */
  connect(): () => void {
    return this.deps.live.on('labels', () => void this.reload())
  }

  /** Loads the labels unless they are here or on their way. */
  load(): Promise<boolean> {
    if (this.request.status === 'ready' || this.request.status === 'loading') return Promise.resolve(true)
    return this.reload()
  }

  reload(): Promise<boolean> {
    return this.request.run(
      () => this.deps.api.get(OWNER_LABELS_PATH, LabelsResponse),
      (answer) => (this.labels = answer.labels),
    )
  }

  /** Every label a conversation may carry: the product's first, then the owners' by name. */
  get all(): ShownLabel[] {
    const product = PRODUCT_LABELS.map((id) => ({
      id,
      name: this.deps.t(`labels.product.${id}`),
      colour: PRODUCT_LABEL_COLOURS[id],
      product: true,
    }))
    const own = this.labels.map((label) => ({ id: label._id, name: label.name, colour: label.colour, product: false }))
    return [...product, ...own]
  }

  /** The labels of these ids that are known (one deleted a moment ago is left out). */
  shown(ids: readonly string[]): ShownLabel[] {
    const byId = new Map(this.all.map((label) => [label.id, label]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }

  /** Puts the label on the conversation (`on`), or takes it off. */
  toggle(customerId: string, labelId: string, on: boolean): Promise<boolean> {
    return this.labelling.submit(
      () => this.deps.api.post(OWNER_CONVERSATION_LABEL_PATH, { customerId, labelId, on }, ConversationLabelResponse),
      ({ labelIds }) => this.deps.inbox.labelled({ customerId, labelIds }),
    )
  }

  /** Gives the conversation to an owner of the site (`ownerId`), or to nobody. */
  assign(customerId: string, ownerId: string | null): Promise<boolean> {
    return this.assigning.submit(
      () => this.deps.api.post(OWNER_CONVERSATION_ASSIGN_PATH, { customerId, ownerId }, AssignResponse),
      ({ assignedTo }) => this.deps.inbox.assigned({ customerId, assignedTo }),
    )
  }

  get editing(): LabelForm | null {
    return this.label.form
  }

  edit(label: OwnerLabel | null): void {
    this.label.open(label ? { ...label } : { _id: null, name: '', colour: 'green' })
  }

  cancel(): void {
    this.label.open(null)
  }

  setName(name: string): void {
    if (this.editing) this.label.change(this.editing, 'name', name)
  }

  setColour(colour: LabelColour): void {
    if (this.editing) this.label.change(this.editing, 'colour', colour)
  }

  save(): Promise<boolean> {
    return this.label.submit(
      ({ _id, name, colour }) =>
        this.deps.api.post(OWNER_LABEL_SAVE_PATH, { ...(_id && { _id }), name, colour }, SaveLabelResponse),
      ({ label }) => {
        const others = this.labels.filter((known) => known._id !== label._id)
        this.labels = [...others, label].sort((a, b) => a.name.localeCompare(b.name))
        this.label.fill(null)
      },
    )
  }

  askDelete(label: OwnerLabel | null): void {
    this.confirmingDelete = label
    this.failure = null
  }

  async remove(label: OwnerLabel): Promise<void> {
    try {
      await this.deps.api.post(OWNER_LABEL_DELETE_PATH, { _id: label._id }, MessageResponse)
      runInAction(() => {
        this.labels = this.labels.filter((known) => known._id !== label._id)
        this.confirmingDelete = null
      })
    } catch (error) {
      runInAction(() => (this.failure = failureOf(error)))
    }
  }
}

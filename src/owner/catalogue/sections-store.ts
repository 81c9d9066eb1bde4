import { makeAutoObservable } from 'mobx'
import * as t from 'io-ts'
import {
  OWNER_CATEGORY_SAVE_PATH,
  OWNER_SECTION_SAVE_PATH,
  OWNER_TOPICS_SAVE_PATH,
  OwnerTopic,
  type OwnerCatalogueResponse,
  type TopicInput,
} from '../../../contract/owner-catalogue'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Submission } from '../../client/store/submission'
import { failureOf, type Failure } from '../panel-kit/errors'

const Saved = t.type({ message: t.string, id: t.string })
const TopicsSaved = t.type({ message: t.string, topics: t.array(OwnerTopic) })

/** A catalogue as its row edits it; `_id` absent for a new one (saved with a category of the same name and kind). */
export interface CatalogueDraft {
  _id?: string
  categoryId?: string
  topicId: string | null
  name: string
  description: string
  catalogueType: 'product' | 'service'
}

/**
 * The Topics view: the topics of the widget's first screen (name,
 * description, order; saved together) and the catalogues each leads to
 * (name, description, topic; saved one by one). `reload` fetches the
 * catalogue's shape again after a save; `save` is the kernel's `Submission`
 * (one at a time, busy, the failure with its field errors).
 */
export class SectionsStore {
  topics: TopicInput[] = []
  catalogues: CatalogueDraft[] = []
  readonly save = new Submission()
  /** What the last save was: 'topics', or a catalogue's index. */
  lastSaved: string | null = null

  constructor(
    /** The owner client (the topics' activity list calls it too). */
    readonly api: OwnerHttpClient,
    private readonly reload: () => Promise<unknown>,
  ) {
    makeAutoObservable<SectionsStore, 'reload'>(this, { api: false, reload: false, save: false })
  }

  /** What the last save did once it succeeded: the topics, or a catalogue. */
  get saved(): 'topics' | 'catalogue' | null {
    return this.save.done && this.lastSaved !== null ? (this.lastSaved === 'topics' ? 'topics' : 'catalogue') : null
  }

  /** A failure without field errors (the network, a 5xx). */
  get failure(): Failure | null {
    return this.save.failed && this.save.fieldErrors.length === 0 ? failureOf(this.save.error) : null
  }

  /** The field errors of the last save of `key` ('topics' or a catalogue's index): path under it → code. */
  errorsOf(key: string): Map<string, string> | undefined {
    if (this.lastSaved !== key || this.save.fieldErrors.length === 0) return undefined
    return new Map(this.save.fieldErrors.map((field) => [field.path.replace(/^body\.(topics\.)?/, ''), field.message]))
  }

  /** Takes what the server has (after a load). */
  reset(data: OwnerCatalogueResponse): void {
    this.topics = data.topics.map((topic) => ({ ...topic }))
    this.catalogues = data.catalogues.map((catalogue) => ({
      _id: catalogue._id,
      categoryId: catalogue.categoryId,
      topicId: catalogue.topicId,
      name: catalogue.name,
      description: catalogue.description ?? '',
      catalogueType: catalogue.catalogueType,
    }))
  }

  editTopic(index: number, apply: (topic: TopicInput) => void): void {
    const topic = this.topics[index]
    if (topic) apply(topic)
  }
  addTopic(): void {
    this.topics.push({ name: '', description: '', image: null })
  }
  removeTopic(index: number): void {
    this.topics.splice(index, 1)
  }
  moveTopic(index: number, direction: -1 | 1): void {
    const to = index + direction
    if (to < 0 || to >= this.topics.length) return
    ;[this.topics[index], this.topics[to]] = [this.topics[to]!, this.topics[index]!]
  }
  editCatalogue(index: number, apply: (catalogue: CatalogueDraft) => void): void {
    const catalogue = this.catalogues[index]
    if (catalogue) apply(catalogue)
  }
  addCatalogue(): void {
    this.catalogues.push({ topicId: this.topics[0]?._id ?? null, name: '', description: '', catalogueType: 'product' })
  }

  saveTopics(): Promise<void> {
    return this.run('topics', () => this.api.post(OWNER_TOPICS_SAVE_PATH, { topics: this.topics }, TopicsSaved))
  }

  saveCatalogue(index: number): Promise<void> {
    const draft = this.catalogues[index]
    if (!draft) return Promise.resolve()
    return this.run(String(index), async () => {
      const categoryId = draft.categoryId ?? (await this.newCategory(draft))
      this.editCatalogue(index, (saved) => (saved.categoryId = categoryId))
      const { _id, topicId, name, description } = draft
      const body = { ...(_id ? { _id } : {}), topicId, categoryId, name, description: description || null }
      return this.api.post(OWNER_SECTION_SAVE_PATH, body, Saved)
    })
  }

  /** A catalogue's own category, of its name and kind. */
  private async newCategory(draft: CatalogueDraft): Promise<string> {
    const body = { name: draft.name, image: null, catalogueType: draft.catalogueType }
    return (await this.api.post(OWNER_CATEGORY_SAVE_PATH, body, Saved)).id
  }

  private async run(key: string, send: () => Promise<unknown>): Promise<void> {
    if (this.save.busy) return
    this.lastSaved = key
    if (await this.save.submit(send)) await this.reload()
  }
}

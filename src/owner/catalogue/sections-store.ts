import { makeAutoObservable, runInAction } from 'mobx'
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
 * (name, description, topic; saved one by one). `reload` fetches the whole
 * catalogue again after a save.
 */
export class SectionsStore {
  topics: TopicInput[] = []
  catalogues: CatalogueDraft[] = []
  /** 'topics' or a catalogue's index → the field errors of its last save (path under it → code). */
  readonly errors = new Map<string, Map<string, string>>()
  failure: Failure | null = null
  busy = false
  saved: 'topics' | 'catalogue' | null = null

  constructor(
    /** The owner client (the topics' activity list calls it too). */
    readonly api: OwnerHttpClient,
    private readonly reload: () => Promise<void>,
  ) {
    makeAutoObservable<SectionsStore, 'reload'>(this, { api: false, reload: false })
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
    this.errors.clear()
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

  async saveTopics(): Promise<void> {
    await this.run('topics', async () => {
      await this.api.post(OWNER_TOPICS_SAVE_PATH, { topics: this.topics }, TopicsSaved)
      return 'topics'
    })
  }

  async saveCatalogue(index: number): Promise<void> {
    const draft = this.catalogues[index]
    if (!draft) return
    await this.run(String(index), async () => {
      const categoryId =
        draft.categoryId ??
        (
          await this.api.post(
            OWNER_CATEGORY_SAVE_PATH,
            { name: draft.name, image: null, catalogueType: draft.catalogueType },
            Saved,
          )
        ).id
      runInAction(() => (draft.categoryId = categoryId))
      await this.api.post(
        OWNER_SECTION_SAVE_PATH,
        {
          ...(draft._id ? { _id: draft._id } : {}),
          topicId: draft.topicId,
          categoryId,
          name: draft.name,
          description: draft.description || null,
        },
        Saved,
      )
      return 'catalogue'
    })
  }

  private async run(key: string, work: () => Promise<'topics' | 'catalogue'>): Promise<void> {
    this.busy = true
    this.failure = null
    this.saved = null
    this.errors.delete(key)
    try {
      const saved = await work()
      runInAction(() => (this.saved = saved))
      await this.reload()
    } catch (error) {
      runInAction(() => {
        const failure = failureOf(error)
        if (failure.fields.length > 0)
          this.errors.set(
            key,
            new Map(failure.fields.map((field) => [field.path.replace(/^body\.(topics\.)?/, ''), field.message])),
          )
        else this.failure = failure
      })
    } finally {
      runInAction(() => (this.busy = false))
    }
  }
}

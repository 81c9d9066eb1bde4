import { makeAutoObservable } from 'mobx'
import type { Topic } from '../../../contract/page'
import type { ChatEngine } from '../../engine/chat-engine'

/** Where the chosen topic's id is kept, so a returning customer keeps it after a reload. */
export const SELECTED_TOPIC_KEY = 'chatSelectedTopic'

/**
 * The site's topics (widget settings) and the one the customer chose. Other
 * plugins read `selectedTopic` (the catalogue loads the chosen topic's
 * categories). The choice survives a reload (browser storage) and ends with
 * the session; the customer can change it from the chat at any time.
 */
export class TopicsStore {
  selectedTopic: Topic | null = null

  constructor(private readonly engine: ChatEngine) {
    makeAutoObservable<TopicsStore, 'engine'>(this, { engine: false })
  }

  get topics(): readonly Topic[] {
    return this.engine.site.settings.topics
  }

  /** The owner's `topicHeaderTitle`, else 'Choose a topic' (docs/product.md, 'Screens and routes'). */
  get title(): string {
    return this.engine.site.settings.topicHeaderTitle?.trim() || this.engine.t('topics:title')
  }

  /** From the chat's `topic-selection` state: records the topic and opens the chat. */
  choose(topic: Topic): void {
    this.select(topic)
    this.engine.topicChosen()
  }

  /** From the `topic` side panel: records the topic and moves on to the catalogue when a plugin draws it. */
  chooseInPanel(topic: Topic): void {
    this.select(topic)
    if (this.engine.registry.hasPanel('catalogue')) this.engine.ui.openPanel('catalogue')
  }

  /** 'Change' (or 'Choose a topic') above the message box: the topic list again, in place of the message box. */
  change(): void {
    this.engine.goTo('topic-selection')
  }

  /** Leaves the topic list for the chat, keeping the topic as it was. */
  keep(): void {
    this.engine.topicChosen()
  }

  /** Signed in or restored: the topic chosen before a reload comes back (when the site still offers it). */
  onLogin(): void {
    const stored = this.engine.storage.getItem(SELECTED_TOPIC_KEY)
    this.selectedTopic ??= this.topics.find((topic) => topic._id === stored) ?? null
  }

  onLogout(): void {
    this.selectedTopic = null
    this.engine.storage.removeItem(SELECTED_TOPIC_KEY)
  }

  private select(topic: Topic): void {
    this.selectedTopic = topic
    this.engine.storage.setItem(SELECTED_TOPIC_KEY, topic._id)
  }
}

import { makeAutoObservable } from 'mobx'
import type { Topic } from '../../../contract/page'
import type { ChatEngine } from '../../engine/chat-engine'

/**
 * The site's topics (widget settings) and the one the customer chose. Other
 * plugins read `selectedTopic` (the catalogue loads the chosen topic's
 * categories).
 */
export class TopicsStore {
  selectedTopic: Topic | null = null

  constructor(private readonly engine: ChatEngine) {
    makeAutoObservable<TopicsStore, 'engine'>(this, { engine: false })
  }

  get topics(): readonly Topic[] {
    return this.engine.site.settings.topics
  }

  /** The owner's `topicHeaderTitle`, else 'Choose a topic' (§2). */
  get title(): string {
    return this.engine.site.settings.topicHeaderTitle?.trim() || this.engine.t('topics:title')
  }

  /** From the chat's `topic-selection` state: records the topic and opens the chat. */
  choose(topic: Topic): void {
    this.selectedTopic = topic
    this.engine.topicChosen()
  }

  /** From the `topic` side panel: records the topic and moves on to the catalogue when a plugin draws it. */
  chooseInPanel(topic: Topic): void {
    this.selectedTopic = topic
    if (this.engine.registry.panelComponent('catalogue')) this.engine.ui.openPanel('catalogue')
  }

  onLogout(): void {
    this.selectedTopic = null
  }
}

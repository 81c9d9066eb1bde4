import { definePlugin } from '../../engine/plugin'
import { TopicPanel } from './components/TopicPanel'
import { TopicSelection } from './components/TopicSelection'
import en from '../../../locales/en/topics.json'
import { TopicsStore } from './topics-store'

/**
 * Topics from the widget settings (§2, §3): the `topic-selection` chat state
 * after sign-in (only when the site has topics) and the `topic` side panel.
 */
export const topicsPlugin = definePlugin({
  id: 'topics',
  setup: (engine) => new TopicsStore(engine),
  states: { 'topic-selection': TopicSelection },
  panels: { topic: TopicPanel },
  locales: { en },
})

export { TopicsStore } from './topics-store'

declare module '../../engine/plugin' {
  interface PluginStores {
    topics: TopicsStore
  }
}

declare module '../../engine/i18n' {
  interface WidgetResources {
    topics: typeof en
  }
}

import { lazy } from 'react'
import { definePlugin } from '../../engine/plugin'
import { TopicBar } from './components/TopicBar'
import en from '../../../locales/en/topics.json'
import { TopicsStore } from './topics-store'
import './topics.css'

// The topic list (the chat state and the side panel) loads when first shown.
const TopicPanel = lazy(() => import('./components/TopicPanel').then((module) => ({ default: module.TopicPanel })))
const TopicSelection = lazy(() =>
  import('./components/TopicSelection').then((module) => ({ default: module.TopicSelection })),
)

/**
 * Topics from the widget settings (docs/product.md): the `topic-selection` chat state
 * after sign-in (only when the site has topics), the `topic` side panel, and
 * a bar above the message box showing the chosen topic with 'Change' (so a
 * returning customer can pick or change it).
 */
export const topicsPlugin = definePlugin({
  id: 'topics',
  setup: (engine) => new TopicsStore(engine),
  states: { 'topic-selection': { component: TopicSelection } },
  panels: { topic: { component: TopicPanel, back: null } },
  chatBanners: [TopicBar],
  locales: { en },
})

export { TopicsStore } from './topics-store'

declare module '../../engine/plugin' {
  interface PluginStores {
    topics: TopicsStore
  }
}

declare module '../../engine/names' {
  interface PluginPanelViews {
    topic: 'topics'
  }
}

declare module '../../engine/i18n' {
  interface WidgetResources {
    topics: typeof en
  }
}

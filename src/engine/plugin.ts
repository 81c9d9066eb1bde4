import type { ComponentType } from 'react'
import type { ChatMessage, MessageType } from '../../contract/chat'
import type { ChatEngine } from './chat-engine'
import type { ChatState, PanelView, Source } from './names'

/**
 * The public stores of the plugins, by plugin id. Empty here: each plugin adds
 * its own entry by declaration merging, which is what types `engine.plugin(id)`.
 *
 * @example
 * declare module '../../engine/plugin' {
 *   interface PluginStores { cart: CartStore }
 * }
 * engine.plugin('cart').items // typed as CartStore['items']
 */
export interface PluginStores {}

/**
 * Optional hooks a plugin store may implement; the engine calls them on every
 * store that has them, in dependency order (`onLogout` and `dispose` in reverse).
 */
export interface PluginLifecycle {
  /** After sign-in or a restored session, once the session, token and messages are in place (e.g. merge the local cart). */
  onLogin?(): void | Promise<void>
  /** After logout or a terminal auth failure, once the session is gone: drop customer data. */
  onLogout?(): void
  /** The engine is being thrown away: stop timers and reactions. */
  dispose?(): void
}

/** Props of a message renderer: the message to draw. */
export interface MessageRendererProps {
  message: ChatMessage
}

/**
 * What a `source` query value (§2) does. Signed in, `run` is called at once
 * (the chat is `chat-active` when it starts; `run` may move it elsewhere).
 * Signed out, the chat shows `loggedOut` (default `phone-entry`) and `run`
 * waits: after sign-in it runs instead of the normal next state (§4).
 */
export interface SourceHandler {
  loggedOut?: ChatState
  run(engine: ChatEngine): void | Promise<void>
}

/** An i18next resource bundle: nested keys, string leaves. */
export interface ResourceBundle {
  [key: string]: string | ResourceBundle
}

/**
 * A widget plugin: one folder under `src/plugins/` exporting one definition.
 * Everything it contributes is named here, so the registry can refuse a
 * second owner of any name at start-up.
 */
export interface PluginDefinition<Id extends string = string, Store = unknown> {
  /** Unique id; also the i18next namespace of `locales` and the key of `engine.plugin(id)`. */
  id: Id
  /** Plugins whose stores must exist before `setup` runs (so `setup` may call `engine.plugin(dep)`). */
  dependsOn?: readonly string[]
  /** Builds the plugin's public store. Called once per engine, in dependency order. */
  setup(engine: ChatEngine): Store
  /** Side panel views (§2) this plugin draws. Components read the engine through `useEngine()`; they may be `React.lazy` (the outlets suspend). */
  panels?: Partial<Record<PanelView, ComponentType>>
  /** Components the chat tab shows in a given chat state. */
  states?: Partial<Record<ChatState, ComponentType>>
  /** Components drawing one chat message of a given type. */
  messageRenderers?: Partial<Record<MessageType, ComponentType<MessageRendererProps>>>
  /** Entry actions for `source` query values (§2). */
  sources?: Partial<Record<Source, SourceHandler>>
  /** Buttons beside the message box (attach image, record audio), in plugin order. */
  composerActions?: ComponentType[]
  /** Buttons in the widget header, signed in or not (browse the catalogue, open the cart), in plugin order. */
  headerActions?: ComponentType[]
  /** i18next resources by language (`{ en: {...} }`), loaded under the namespace `id`. */
  locales?: Record<string, ResourceBundle>
}

/** A plugin definition of any id and store, as the engine receives them. */
export type AnyPlugin = PluginDefinition<string, unknown>

/**
 * Declares a widget plugin. It only returns its argument, typed: the engine
 * validates and builds it when the composition root hands it the plugin list.
 *
 * @example
 * // src/plugins/greeting/index.ts
 * export const greetingPlugin = definePlugin({
 *   id: 'greeting',
 *   dependsOn: ['auth'],
 *   setup: (engine) => new GreetingStore(engine),
 *   states: { 'chat-active': GreetingView },
 *   messageRenderers: { component: HtmlMessage },
 *   sources: { direct_buy: { loggedOut: 'direct-buy', run: (engine) => engine.goTo('direct-buy') } },
 *   locales: { en: { hello: 'Hello {{name}}' } },
 * })
 *
 * declare module '../../engine/plugin' {
 *   interface PluginStores { greeting: GreetingStore }
 * }
 */
export function definePlugin<Id extends string, Store>(definition: PluginDefinition<Id, Store>): PluginDefinition<Id, Store> {
  return definition
}

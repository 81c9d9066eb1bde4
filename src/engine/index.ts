/**
 * The chat widget's engine: root store, plugin API, transports, session.
 * It imports no plugin; the composition root passes the plugin list to
 * `new ChatEngine({ ... plugins })`. Test helpers live in `./testing`.
 */
export { ChatEngine, PHONE_PROMPT_ID, type ChatEngineOptions, type SiteInfo } from './chat-engine'
export { createChatEngine, type BrowserEngineOptions } from './create-chat-engine'
export { ChatFlow } from './chat-flow'
export {
  createWidgetI18n,
  WIDGET_NS,
  type BundleKey,
  type TranslateValues,
  type WidgetKey,
  type WidgetResources,
} from './i18n'
export { groupByDay, localDate, type DayGroup, type DayKey } from '../client/messages/day-groups'
export { MessageHistory, type OlderMessagesStatus } from './messages/message-history'
export { MessageSync } from './messages/message-sync'
export { MessagesStore, type OutgoingMessage, type StoredMessage } from './messages/messages-store'
export {
  BUILT_IN_MESSAGE_TYPES,
  ENGINE_CHAT_STATES,
  PANEL_MOVES,
  WIDGET_TABS,
  type BuiltInMessageType,
  type ChatState,
  type EngineChatState,
  type ItemCardActionName,
  type OrderActionName,
  type MessageType,
  type PanelMove,
  type PanelView,
  type PluginChatStates,
  type PluginItemCardActions,
  type PluginOrderActions,
  type PluginPanelViews,
  type PluginSources,
  type PluginTab,
  type Source,
  type WidgetTab,
} from './names'
export { ChatStateOutlet, ItemCardActions, MessageOutlet, OrderActions, PanelOutlet, TabOutlet } from './outlets'
export {
  definePlugin,
  type AnyPlugin,
  type ChatStateDeclaration,
  type CartLineNoteProps,
  type ItemCardActionProps,
  type ItemSelection,
  type MessageRendererProps,
  type OrderActionProps,
  type PanelDeclaration,
  type PluginDefinition,
  type PluginLifecycle,
  type PluginStores,
  type ResourceBundle,
  type SourceHandler,
} from './plugin'
export { PluginRegistry, type ItemCardAction, type OrderAction } from './plugin-registry'
export { EngineProvider, useEngine, useWidgetT, type NamespaceT } from './react'
export {
  ChatSession,
  CLOCK_TOLERANCE_MS,
  isSessionValid,
  MAX_PAST_EXPIRY_MS,
  normalizeHostname,
} from './session/chat-session'
export { restoreSession } from './session/restore-session'
export { SessionCrypto } from './session/session-crypto'
export { SessionStore } from './session/session-store'
export { safeStorage, STORAGE_KEYS, type StorageLike } from './session/storage'
export { TokenStore } from './session/token-store'
export { SNACKBAR_HIDE_MS, SnackbarStore, type SnackbarMessage } from './snackbar-store'
export { HttpError, serverMessageOf } from '../client/http/http-error'
export {
  HttpClient,
  type AuthPolicy,
  type HttpClientOptions,
  type Query,
  type RequestOptions,
} from '../client/http/http-client'
export {
  CustomerTokenPolicy,
  type CustomerHttpClient,
  type TerminalAuthHandler,
  type TokenSource,
} from '../client/http/customer-token-policy'
export { EventBus } from '../client/socket/event-bus'
export { SocketBus, type SocketFactory, type SocketLike, type WireEvents } from '../client/socket/socket-bus'
export {
  createWidgetSocket,
  openWidgetSocket,
  socketIoFactory,
  type SocketAuth,
  type SocketOptions,
  type WidgetSocket,
  type WidgetSocketEvents,
  type WidgetSocketFactory,
} from './transport/widget-socket'
export { TypingStore } from './typing-store'
export { UiStore, type PanelMap } from './ui-store'
export { formatDayLabel } from '../client/messages/day-label'

/**
 * The widget's names (docs/product.md, 'Screens and routes'): literal unions. The engine lists only its own
 * (the sign-in flow's chat states and the two tabs); every other name is
 * declared by the plugin that owns it, by declaration merging into the
 * `Plugin…` interfaces below, the way `PluginStores` types `engine.plugin(id)`.
 * The value of each entry is the owning plugin's id, so two plugins declaring
 * the same name with different owners do not even type-check; the registry
 * refuses a second owner at start-up as well.
 *
 * @example
 * // src/plugins/cart/index.ts
 * declare module '../../engine/names' {
 *   interface PluginPanelViews { cartSummary: 'cart' }
 *   interface PluginChatStates { 'without-login-cart-summary': 'cart' }
 *   interface PluginSources { cart_summary: 'cart' }
 *   interface PluginItemCardActions { addToCart: 'cart' }
 * }
 * // src/plugins/payment/index.ts
 * declare module '../../engine/names' {
 *   interface PluginOrderActions { pay: 'payment' }
 * }
 * engine.ui.openPanel('cartSummary') // type-checks only because the cart declares it
 */

/** Side panel views (docs/product.md, 'Screens and routes') that plugins draw, e.g. `{ cartSummary: 'cart' }`. */
export interface PluginPanelViews {}
/** Chat states (docs/product.md) that plugins add, e.g. `{ 'direct-buy': 'directBuy' }`. */
export interface PluginChatStates {}
/** Values of the `source` query parameter that plugins handle, e.g. `{ direct_buy: 'directBuy' }`. */
export interface PluginSources {}
/** Actions plugins add to the catalogue's item cards, e.g. `{ addToCart: 'cart' }`. */
export interface PluginItemCardActions {}
/** Actions plugins add to an order (its History card, its confirmation in the chat), e.g. `{ pay: 'payment' }`. */
export interface PluginOrderActions {}

/**
 * The chat states of the sign-in flow (docs/product.md, 'States and transitions'), owned by the engine's `ChatFlow`.
 * `initial` lasts until `engine.start()` has restored or dropped the stored session.
 */
export const ENGINE_CHAT_STATES = [
  'initial',
  'phone-entry',
  'code-verification',
  'topic-selection',
  'chat-active',
] as const
export type EngineChatState = (typeof ENGINE_CHAT_STATES)[number]

/** Every chat state: the engine's and the plugins'. */
export type ChatState = EngineChatState | (keyof PluginChatStates & string)

/** Side panel views (docs/product.md, 'Screens and routes'); all of them belong to plugins. */
export type PanelView = keyof PluginPanelViews & string

/**
 * How the side panel last changed: `push` (a view opened over the chat or over another view) or `pop` (Back, or the
 * panel closed). The shell slides views by it.
 */
export const PANEL_MOVES = ['push', 'pop'] as const
export type PanelMove = (typeof PANEL_MOVES)[number]

/** Tabs of the widget. The shell draws Chat; a plugin fills History (`tabs.history`). */
export const WIDGET_TABS = ['chat', 'history'] as const
export type WidgetTab = (typeof WIDGET_TABS)[number]
/** The tabs a plugin may fill. */
export type PluginTab = Exclude<WidgetTab, 'chat'>

/** Values of the `source` query parameter that drive entry into the widget; all of them belong to plugins. */
export type Source = keyof PluginSources & string

/** Names of the actions on catalogue item cards. */
export type ItemCardActionName = keyof PluginItemCardActions & string

/** Names of the actions on an order. */
export type OrderActionName = keyof PluginOrderActions & string

/** Message types; the contract's codec is the source of truth, re-exported under the name the widget uses. */
export type { MessageType } from '../../contract/chat'

/**
 * Message types the widget shell draws itself: text as text, `component` as sanitised HTML. A plugin replaces one only
 * by listing it in `replacesBuiltInRenderers`.
 */
export const BUILT_IN_MESSAGE_TYPES = ['text', 'component'] as const
export type BuiltInMessageType = (typeof BUILT_IN_MESSAGE_TYPES)[number]

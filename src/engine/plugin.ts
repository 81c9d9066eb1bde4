import type { ComponentType } from 'react'
import type { CartItem } from '../../contract/cart'
import type { CatalogueItem, Package, Variant } from '../../contract/catalogue'
import type { ChatMessage, MessageType } from '../../contract/chat'
import type { Order } from '../../contract/orders'
import type {
  BuiltInMessageType,
  ChatState,
  ItemCardActionName,
  OrderActionName,
  PanelView,
  PluginTab,
  Source,
} from './names'

/**
 * The engine a plugin is set up with. `chat-engine.ts` fills it in by
 * declaration merging (`interface PluginHost { engine: ChatEngine }`): this
 * file must not import the engine, which imports it, so the plugin contract
 * and the engine stay free of an import cycle.
 */
export interface PluginHost {}

/** `ChatEngine`, as the plugin contract sees it. */
type ChatEngine = PluginHost extends { engine: infer Engine } ? Engine : never

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
  /**
   * After sign-in or a restored session, once the session, token and messages are in place (e.g. merge the local cart).
   */
  onLogin?(): void | Promise<void>
  /** After logout or a terminal auth failure, once the session is gone: drop customer data. */
  onLogout?(): void
  /** The engine is being thrown away: stop timers and reactions. */
  dispose?(): void
  /**
   * What of the view under way should survive a reload or another page of the site (JSON-able, never a code or a
   * token), or null; the widget keeps it in session storage (`src/widget/continuity`).
   */
  saveView?(): unknown
  /** Signed in again after a reload: takes the visitor back to what `saveView` gave. */
  restoreView?(kept: unknown): void | Promise<void>
}

/** Props of a message renderer: the message to draw. */
export interface MessageRendererProps {
  message: ChatMessage
}

/**
 * What a `source` query value (docs/product.md, 'Screens and routes') does. Signed in, `run` is called at once
 * (the chat is `chat-active` when it starts; `run` may move it elsewhere).
 * Signed out, the chat shows `loggedOut` (default `phone-entry`) and `run`
 * waits: after sign-in it runs instead of the normal next state (docs/product.md, 'States and transitions').
 */
export interface SourceHandler {
  loggedOut?: ChatState
  run(engine: ChatEngine): void | Promise<void>
  /**
   * A page's deep link named an item (`?source=…&item=<slug>`): keep it where
   * this source will read it. Called before `start`, signed in or not.
   */
  linkItem?(engine: ChatEngine, slug: string): void
}

/** A side panel view a plugin draws, and where its Back button leads (`null` closes the panel). */
export interface PanelDeclaration {
  component: ComponentType
  back: PanelView | null
}

/**
 * A chat state a plugin draws; `fillsTab` states replace the message list (a single-item order, an enquiry), the others
 * sit under it (phone entry, topics).
 */
export interface ChatStateDeclaration {
  component: ComponentType
  fillsTab?: boolean
}

/** What the customer picked on an item card: a variant or a package (or neither). */
export interface ItemSelection {
  variant: Variant | null
  package: Package | null
}

/** Props of an item-card action: the card's item and its current choice. */
/** What a cart line note is handed: the cart's line and its key (for the cart store's calls). */
export interface CartLineNoteProps {
  lineKey: string
  line: CartItem
}

export interface ItemCardActionProps {
  item: CatalogueItem
  selection: ItemSelection
}

/**
 * Props of an order action: the order's `orderId` (the human one, 'KK-1042'),
 * and the order itself where the place has it (the History card). A chat
 * confirmation names only the `orderId`; an action that needs the order asks
 * the plugin that keeps orders (`engine.plugin('orders').findOrder(orderId)`).
 */
export interface OrderActionProps {
  orderId: string
  order?: Order
}

/** An i18next resource bundle: nested keys, string leaves. */
export interface ResourceBundle {
  [key: string]: string | ResourceBundle
}

/**
 * A widget plugin: one folder under `src/plugins/` exporting one definition.
 * Everything it contributes is named here, so the registry can refuse a
 * second owner of any name at start-up. The names themselves (panels, chat
 * states, sources, item-card actions) are declared by the plugin in
 * `src/engine/names.ts`'s `Plugin…` interfaces (see there).
 */
export interface PluginDefinition<Id extends string = string, Store = unknown> {
  /** Unique id; also the i18next namespace of `locales` and the key of `engine.plugin(id)`. */
  id: Id
  /**
   * Plugins whose stores must exist before `setup` runs (so `setup` may call `engine.plugin(dep.id)`). The registry
   * adds them to the list if the composition root did not.
   */
  dependsOn?: readonly AnyPlugin[]
  /** Builds the plugin's public store. Called once per engine, in dependency order. */
  setup(engine: ChatEngine): Store
  /**
   * Side panel views this plugin draws, with their Back target. Components read the engine through `useEngine()`; they
   * may be `React.lazy` (the outlets suspend).
   */
  panels?: { [View in PanelView]?: PanelDeclaration }
  /** Chat states this plugin draws in the chat tab (its own, or the engine's sign-in states). */
  states?: { [State in ChatState]?: ChatStateDeclaration }
  /** Widget tabs this plugin fills (History: the orders). The shell draws Chat. */
  tabs?: { [Tab in PluginTab]?: ComponentType }
  /** Components drawing one chat message of a given type. */
  messageRenderers?: { [Type in MessageType]?: ComponentType<MessageRendererProps> }
  /**
   * The built-in message types (`text`, `component`: sanitised HTML) this
   * plugin's `messageRenderers` replace. Drawing one without listing it here
   * is refused at start-up: replacing the sanitiser must be a visible choice.
   */
  replacesBuiltInRenderers?: readonly BuiltInMessageType[]
  /** Entry actions for `source` query values (docs/product.md, 'Screens and routes'). */
  sources?: { [Name in Source]?: SourceHandler }
  /**
   * Buttons on the catalogue's item cards (Add to Cart, Send Enquiry Request), in plugin order. Each decides for itself
   * whether it shows for an item.
   */
  itemCardActions?: { [Name in ItemCardActionName]?: ComponentType<ItemCardActionProps> }
  /**
   * Buttons on an order (payment's Pay), in plugin order, where `<OrderActions>` is placed: the History card, a chat
   * confirmation naming the order. Each decides for itself whether it shows for an order.
   */
  orderActions?: { [Name in OrderActionName]?: ComponentType<OrderActionProps> }
  /** Buttons beside the message box (attach image, record audio), in plugin order. */
  composerActions?: ComponentType[]
  /** Thin rows above the message box while the customer chats (the chosen topic with 'Change'), in plugin order. */
  chatBanners?: ComponentType[]
  /** Buttons in the widget header, signed in or not (browse the catalogue, open the cart), in plugin order. */
  headerActions?: ComponentType[]
  /**
   * Buttons under the signed-in cart's totals (the orders' Proceed to Checkout), in plugin order; the cart places them
   * without knowing them.
   */
  cartActions?: ComponentType[]
  /**
   * Notes on one line of the cart (the orders' 'cannot ship to' with Remove and Change address), in plugin order; the
   * cart places them under the line without knowing them (it reads them from `registry.ordered`). They may be
   * `React.lazy` (the cart suspends them).
   */
  cartLineNotes?: ComponentType<CartLineNoteProps>[]
  /** i18next resources by language (`{ en: {...} }`), loaded under the namespace `id`. */
  locales?: Record<string, ResourceBundle>
}

/** A plugin definition of any id and store, as the engine receives them. */
export type AnyPlugin = PluginDefinition<string, unknown>

/**
 * Declares a widget plugin. It only returns its argument, typed: the engine
 * validates and builds it when the composition root hands it the plugin list.
 * A complete, compiled and tested example: `docs/examples/plugin/`.
 *
 * @example
 * // src/plugins/greeting/index.ts
 * export const greetingPlugin = definePlugin({
 *   id: 'greeting',
 *   dependsOn: [authPlugin],
 *   setup: (engine) => new GreetingStore(engine),
 *   panels: { greeting: { component: GreetingPanel, back: null } },
 *   states: { greeting: { component: GreetingView, fillsTab: true } },
 *   sources: { greet: { loggedOut: 'greeting', run: (engine) => engine.goTo('greeting') } },
 *   locales: { en: { hello: 'Hello {{name}}' } },
 * })
 *
 * declare module '../../engine/plugin' {
 *   interface PluginStores { greeting: GreetingStore }
 * }
 * declare module '../../engine/names' {
 *   interface PluginPanelViews { greeting: 'greeting' }
 *   interface PluginChatStates { greeting: 'greeting' }
 *   interface PluginSources { greet: 'greeting' }
 * }
 */
export function definePlugin<Id extends string, Store>(
  definition: PluginDefinition<Id, Store>,
): PluginDefinition<Id, Store> {
  return definition
}

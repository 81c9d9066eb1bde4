/**
 * The widget's names (§2): literal unions, each with the list it comes from,
 * so code can both type-check a name and enumerate every one.
 */

/** States of the chat tab (§2, §4). `initial` lasts until `engine.start()` has restored or dropped the stored session. */
export const CHAT_STATES = [
  'initial',
  'phone-entry',
  'code-verification',
  'topic-selection',
  'chat-active',
  'direct-buy',
  'send-enquiry-request',
  'without-login-cart-summary',
] as const
export type ChatState = (typeof CHAT_STATES)[number]

/** States whose component fills the chat tab instead of sitting under the messages (a single-item order, an enquiry, the logged-out cart). */
export const FULL_TAB_STATES: readonly ChatState[] = ['direct-buy', 'send-enquiry-request', 'without-login-cart-summary']

/** Side panel views (§2 "Side panel views"). */
export const PANEL_VIEWS = ['topic', 'catalogue', 'catalogueProductItem', 'catalogueServiceItem', 'cartSummary', 'template'] as const
export type PanelView = (typeof PANEL_VIEWS)[number]

/** Tabs of the widget (§2). */
export const WIDGET_TABS = ['chat', 'history'] as const
export type WidgetTab = (typeof WIDGET_TABS)[number]

/** Values of the `source` query parameter that drive entry into the widget (§2). */
export const SOURCES = ['cart_summary', 'direct_buy', 'send_enquiry_request'] as const
export type Source = (typeof SOURCES)[number]

/** Narrows an untrusted string (a query parameter) to a `Source`. */
export function isSource(value: unknown): value is Source {
  return typeof value === 'string' && (SOURCES as readonly string[]).includes(value)
}

/** Message types (§3); the contract's codec is the source of truth, re-exported under the spec's name. */
export type { MessageType } from '../../contract/chat'

/**
 * Types of the Vitrine embed SDK (`window.vitrine`), loaded by
 * `<script async src="https://<site host>/embed/v1.js" data-site="<subdomain>"></script>` (docs/embedding.md).
 * Every call returns a promise; a failed call also fires the `error` event.
 */

/** What each event carries. The customer's phone number never leaves the widget. */
export interface VitrineEvents {
  /** The widget's iframe is loaded and listening. */
  ready: Record<string, never>
  open: Record<string, never>
  close: Record<string, never>
  /** A customer signed in (with a code inside the widget, or by `identify`). */
  'signed-in': { customerId: string }
  'signed-out': Record<string, never>
  /** A chat message arrived or was sent: `in` from the business, `out` from the customer. */
  message: { id: string; direction: 'in' | 'out'; time: string }
  /** Business messages not yet seen while the widget is closed. */
  unread: { count: number }
  /** The cart changed: units in it and its total (rupees). */
  'cart-changed': { count: number; total: number; currency: 'INR' }
  /** An order was placed; `total` in rupees. */
  'order-created': { id: string; total: number; currency: 'INR' }
  'payment-completed': { orderId: string }
  /**
   * Something failed: `not-allowed` (this page's origin is not on the site's list), `timeout`, `site-mismatch`,
   * `IDENTIFY_INVALID`, `IDENTIFY_EXPIRED`, `unavailable` (the site has no widget), or a call's own code.
   */
  error: { code: string; method?: string }
}

export type VitrineEventName = keyof VitrineEvents

export interface VitrineMethods {
  open(): Promise<void>
  close(): Promise<void>
  toggle(): Promise<void>
  showLauncher(): Promise<void>
  hideLauncher(): Promise<void>
  /** Switches the widget's language (`'en'`); a language without strings keeps English. */
  setLocale(locale: string): Promise<void>
  /** Signs the customer in with a token your server signed (HS256, the site's identify secret; see the docs). */
  identify(options: { token: string }): Promise<void>
  logout(): Promise<void>
  openCatalogue(): Promise<void>
  /** Opens a product by its slug (as in the site's `?item=` links). */
  openProduct(slug: string): Promise<void>
  openCart(): Promise<void>
  openOrders(): Promise<void>
  /** Removes the launcher, the iframe and every listener; the snippet may boot it again. */
  destroy(): Promise<void>
}

export type VitrineMethod = keyof VitrineMethods

/** `vitrine('open')`, `vitrine('identify', { token })`, `vitrine('on', 'order-created', (order) => …)`. */
export interface Vitrine {
  /** Listens to (`on`) or stops listening to (`off`) an event; `vitrine:<event>` DOM events carry the same. */
  <E extends VitrineEventName>(
    method: 'on' | 'off',
    event: E,
    listener: (detail: VitrineEvents[E]) => void,
  ): Promise<void>
  <M extends VitrineMethod>(method: M, ...args: Parameters<VitrineMethods[M]>): ReturnType<VitrineMethods[M]>
}

declare global {
  interface Window {
    vitrine?: Vitrine & { q?: unknown[][] }
  }
  interface WindowEventMap {
    'vitrine:ready': CustomEvent<VitrineEvents['ready']>
    'vitrine:open': CustomEvent<VitrineEvents['open']>
    'vitrine:close': CustomEvent<VitrineEvents['close']>
    'vitrine:signed-in': CustomEvent<VitrineEvents['signed-in']>
    'vitrine:signed-out': CustomEvent<VitrineEvents['signed-out']>
    'vitrine:message': CustomEvent<VitrineEvents['message']>
    'vitrine:unread': CustomEvent<VitrineEvents['unread']>
    'vitrine:cart-changed': CustomEvent<VitrineEvents['cart-changed']>
    'vitrine:order-created': CustomEvent<VitrineEvents['order-created']>
    'vitrine:payment-completed': CustomEvent<VitrineEvents['payment-completed']>
    'vitrine:error': CustomEvent<VitrineEvents['error']>
  }
}

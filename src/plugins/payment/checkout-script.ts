/**
 * The browser contract of Razorpay's checkout.js, which our offline
 * sandbox's `/sandbox/checkout.js` keeps too: `new Razorpay(options).open()`,
 * `options.handler(...)` on success, `options.modal.ondismiss()` when the
 * customer closes its window, `on('payment.failed', ...)`.
 */
export interface CheckoutOptions {
  key: string
  /** In paise. */
  amount: number
  currency: string
  name: string
  description?: string
  order_id: string
  handler(response: CheckoutSuccess): void
  modal: { ondismiss(): void }
  theme: { color: string }
}

/**
 * What the checkout hands `handler` after a payment (fields may be missing from a broken script: the server refuses
 * those).
 */
export interface CheckoutSuccess {
  razorpay_payment_id?: string
  razorpay_order_id?: string
  razorpay_signature?: string
}

/** What `payment.failed` listeners receive (Razorpay: `error.description`, e.g. 'Payment processing failed'). */
export interface CheckoutFailure {
  error?: { description?: unknown }
}

export interface CheckoutInstance {
  open(): void
  on(event: 'payment.failed', listener: (response: CheckoutFailure) => void): void
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance

declare global {
  interface Window {
    /** Set by the checkout script once it has run. */
    Razorpay?: CheckoutConstructor
  }
}

/** Where a checkout script may come from: this site (the sandbox) or Razorpay, which is what the page's CSP allows. */
const ALLOWED_ORIGINS = ['https://checkout.razorpay.com']

const loading = new Map<string, Promise<CheckoutConstructor>>()

/**
 * The gateway's checkout, loading its script on first use (docs/product.md, 'States and transitions'): one
 * `<script>` element per script, added once; a script already run (or a
 * checkout a test installed) is used as it is. Rejects when the script
 * cannot load or defines no checkout; the failed element is removed so a
 * later try adds it again.
 *
 * @example
 * const Razorpay = await loadCheckout('https://checkout.razorpay.com/v1/checkout.js')
 * new Razorpay(options).open()
 */
export function loadCheckout(src: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  const url = new URL(src, window.location.href)
  if (url.origin !== window.location.origin && !ALLOWED_ORIGINS.includes(url.origin))
    return Promise.reject(new Error(`checkout script from ${url.origin} is not allowed`))
  const known = loading.get(url.href)
  if (known) return known
  const promise = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url.href
    script.async = true
    const failed = (reason: string) => {
      script.remove()
      loading.delete(url.href)
      reject(new Error(reason))
    }
    script.addEventListener('load', () =>
      window.Razorpay ? resolve(window.Razorpay) : failed('the checkout script defined no checkout'),
    )
    script.addEventListener('error', () => failed('the checkout script did not load'))
    document.head.append(script)
  })
  loading.set(url.href, promise)
  return promise
}

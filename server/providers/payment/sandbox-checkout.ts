/**
 * The sandbox's checkout script, served at `/sandbox/checkout.js`: the
 * browser contract of Razorpay's checkout.js (`new Razorpay(options).open()`,
 * `options.handler({ razorpay_payment_id, razorpay_order_id, razorpay_signature })`,
 * `options.modal.ondismiss()`, `on('payment.failed', ...)`), with a test
 * dialog offering Success and Failure instead of real payment methods.
 *
 * `sandboxCheckout` (and `checkoutDialog`) run in the browser: each is served as its own source, so
 * neither uses anything outside its body. Styles go through the CSSOM,
 * which the page's Content-Security-Policy allows (no inline style attributes).
 */

/** The dialog's words, from `locales/en/server.json` (`sandbox.*`). */
export interface SandboxCheckoutLabels {
  title: string
  testMode: string
  amount: string
  success: string
  failure: string
  cancel: string
  dropWebhook: string
  failed: string
}

export interface SandboxCheckoutConfig {
  payPath: string
  labels: SandboxCheckoutLabels
}

/** The script's text: the function below, called with its configuration and the dialog's builder. */
export function sandboxCheckoutScript(config: SandboxCheckoutConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `(${sandboxCheckout.toString()})(${json}, ${checkoutDialog.toString()});\n`
}

interface CheckoutOptions {
  key: string
  amount: number
  currency: string
  name?: string
  description?: string
  order_id: string
  handler?: (response: Record<string, string>) => void
  modal?: { ondismiss?: () => void }
  theme?: { color?: string }
}

/** The dialog's parts that the checkout wires up. */
interface CheckoutDialog {
  overlay: HTMLElement
  dropBox: HTMLInputElement
  status: HTMLElement
  success: HTMLButtonElement
  failure: HTMLButtonElement
  cancel: HTMLButtonElement
}

function sandboxCheckout(
  config: SandboxCheckoutConfig,
  buildDialog: (labels: SandboxCheckoutLabels, options: CheckoutOptions) => CheckoutDialog,
): void {
  const { labels } = config

  class Razorpay {
    readonly #options: CheckoutOptions
    readonly #listeners: Record<string, ((payload: unknown) => void)[]> = {}
    #overlay: HTMLElement | null = null

    constructor(options: CheckoutOptions) {
      this.#options = options
    }

    on(event: string, listener: (payload: unknown) => void) {
      ;(this.#listeners[event] ??= []).push(listener)
    }

    open() {
      if (this.#overlay) return
      const options = this.#options
      const { overlay, dropBox, status, success, failure, cancel } = buildDialog(labels, options)
      document.body.append(overlay)
      this.#overlay = overlay
      success.focus()

      const pay = async (outcome: 'success' | 'failure') => {
        for (const element of [success, failure, cancel]) element.disabled = true
        try {
          const response = await fetch(config.payPath, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              key_id: options.key,
              order_id: options.order_id,
              outcome,
              dropWebhook: dropBox.checked,
            }),
          })
          const answer = (await response.json()) as Record<string, unknown>
          this.#close()
          if (outcome === 'success' && response.ok) options.handler?.(answer as Record<string, string>)
          else for (const listener of this.#listeners['payment.failed'] ?? []) listener(answer)
        } catch {
          status.textContent = labels.failed
          for (const element of [success, failure, cancel]) element.disabled = false
        }
      }
      success.addEventListener('click', () => void pay('success'))
      failure.addEventListener('click', () => void pay('failure'))
      const dismiss = () => {
        this.#close()
        options.modal?.ondismiss?.()
      }
      cancel.addEventListener('click', dismiss)
      overlay.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') dismiss()
      })
    }

    close() {
      this.#close()
    }

    #close() {
      this.#overlay?.remove()
      this.#overlay = null
    }
  }

  ;(window as unknown as { Razorpay: typeof Razorpay }).Razorpay = Razorpay
}

/**
 * The test dialog (not yet on the page): the amount, a "drop the webhook" box, a status line and the Success,
 * Failure and Cancel buttons. Served as its own source too, so it uses nothing outside its body.
 */
function checkoutDialog(labels: SandboxCheckoutLabels, options: CheckoutOptions): CheckoutDialog {
  const style = (element: HTMLElement, values: Partial<CSSStyleDeclaration>) => Object.assign(element.style, values)
  const overlay = document.createElement('div')
  style(overlay, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483647',
    background: 'rgba(17,24,39,.55)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '16px',
    fontFamily: 'system-ui, sans-serif',
  })
  const dialog = document.createElement('div')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  dialog.setAttribute('aria-labelledby', 'sandbox-checkout-title')
  style(dialog, {
    background: '#fff',
    color: '#111827',
    borderRadius: '12px',
    padding: '20px',
    width: '100%',
    maxWidth: '360px',
    boxShadow: '0 20px 40px rgba(0,0,0,.25)',
  })
  const title = document.createElement('h2')
  title.id = 'sandbox-checkout-title'
  title.textContent = labels.title
  style(title, { margin: '0 0 4px', fontSize: '18px' })
  const mode = document.createElement('p')
  mode.textContent = labels.testMode
  style(mode, { margin: '0 0 12px', fontSize: '13px', color: '#92400e' })
  const amount = document.createElement('p')
  const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: options.currency || 'INR' }).format(
    options.amount / 100,
  )
  amount.textContent = labels.amount.replace('{{amount}}', money).replace('{{name}}', options.name ?? '')
  style(amount, { margin: '0 0 16px', fontSize: '15px', fontWeight: '600' })
  const drop = document.createElement('label')
  const dropBox = document.createElement('input')
  dropBox.type = 'checkbox'
  drop.append(dropBox, ` ${labels.dropWebhook}`)
  style(drop, { display: 'block', margin: '0 0 16px', fontSize: '13px' })
  const status = document.createElement('p')
  status.setAttribute('role', 'status')
  style(status, { margin: '0 0 8px', fontSize: '13px', minHeight: '1em' })
  const buttons = document.createElement('div')
  style(buttons, { display: 'flex', gap: '8px', flexWrap: 'wrap' })
  const button = (text: string, background: string, color: string) => {
    const element = document.createElement('button')
    element.type = 'button'
    element.textContent = text
    style(element, {
      flex: '1',
      minHeight: '44px',
      border: '0',
      borderRadius: '8px',
      background,
      color,
      fontSize: '15px',
      cursor: 'pointer',
    })
    buttons.append(element)
    return element
  }
  const success = button(labels.success, options.theme?.color ?? '#10B981', '#fff')
  const failure = button(labels.failure, '#b91c1c', '#fff')
  const cancel = button(labels.cancel, '#e5e7eb', '#111827')
  dialog.append(title, mode, amount, drop, status, buttons)
  overlay.append(dialog)
  return { overlay, dropBox, status, success, failure, cancel }
}

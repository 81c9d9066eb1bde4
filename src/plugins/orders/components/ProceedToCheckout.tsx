import { useEngine, useWidgetT } from '../../../engine/react'

/** The signed-in cart's 'Proceed to Checkout' (a cart action): opens the order panel with the cart's lines. */
export function ProceedToCheckout() {
  const engine = useEngine()
  const t = useWidgetT('orders')
  return (
    <button
      type="button"
      className="vw-view__primary"
      disabled={engine.plugin('cart').lines.length === 0}
      onClick={() => void engine.plugin('orders').checkoutCart()}
    >
      {t('proceedToCheckout')}
    </button>
  )
}

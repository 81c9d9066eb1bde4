import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../../engine/react'
import { LineIcon } from '../../../ui/LineIcon'

/** The header's cart button with the number of units, signed in or not; opens 'Your Cart (n)'. */
export const CartButton = observer(function CartButton() {
  const engine = useEngine()
  const cart = engine.plugin('cart')
  const t = useWidgetT('cart')
  const open = () => {
    engine.ui.setTab('chat')
    engine.ui.openPanel('cartSummary')
  }
  return (
    <button
      type="button"
      className="vw-icon-button vw-header__action vw-cart-button"
      aria-label={t('open', { count: cart.count })}
      onClick={open}
    >
      <LineIcon d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5h.01M17 20.5h.01" />
      {cart.count > 0 && (
        <span className="vw-cart-button__badge" aria-hidden="true">
          {cart.count > 99 ? '99+' : cart.count}
        </span>
      )}
    </button>
  )
})

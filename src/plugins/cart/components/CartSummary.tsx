import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import { PanelHeader } from '../../../widget/ui/PanelHeader'
import { CartLine } from './CartLine'
import { addLinkedItem } from '../linked-item'
import { MoneyTotals } from '../../../widget/ui/MoneyTotals'
import '../../../widget/ui/panel.css'
import '../cart.css'

/** The logged-out cart shows its skeleton this long. */
export const CART_SKELETON_MS = 1000

/**
 * 'Your Cart (n)' (docs/product.md, 'Screens and routes'): the lines with a search over name, description and
 * category, the totals, and 'Your cart is empty' with 'Continue Shopping'.
 * Signed out it is the logged-out cart screen: a skeleton for 1 s, then the
 * local cart and 'Proceed to Checkout', which leads to sign-in and back here.
 */
export const CartSummary = observer(function CartSummary({ onBack }: { onBack: () => void }) {
  const engine = useEngine()
  const cart = engine.plugin('cart')
  const t = useWidgetT('cart')
  const id = useId()
  const signedIn = engine.isLoggedIn
  const [skeleton, setSkeleton] = useState(!signedIn)
  // `?source=add_to_cart`: the product page's item goes into the cart shown here (once: the link is forgotten).
  useEffect(() => void addLinkedItem(engine), [engine])
  useEffect(() => {
    if (!skeleton) return
    const timer = setTimeout(() => setSkeleton(false), CART_SKELETON_MS)
    return () => clearTimeout(timer)
  }, [skeleton])
  const loading = skeleton || (cart.loading && cart.lines.length === 0)
  const lines = cart.visibleLines
  const continueShopping = () => {
    if (location.pathname !== '/') return engine.navigate('/')
    engine.plugin('catalogue').browse()
  }
  return (
    <section className="vw-view" aria-labelledby={id} aria-busy={loading}>
      <PanelHeader id={id} title={t('title', { count: cart.count })} back={onBack} />
      {loading ? (
        <CartSkeleton label={t('loading')} />
      ) : cart.lines.length === 0 ? (
        <div className="vw-view__empty">
          <p>{t('empty')}</p>
          <button type="button" className="vw-view__primary" onClick={continueShopping}>
            {t('continueShopping')}
          </button>
        </div>
      ) : (
        <>
          <input
            type="search"
            className="vw-input vw-view__search"
            aria-label={t('search')}
            placeholder={t('search')}
            value={cart.search}
            onChange={(event) => cart.setSearch(event.target.value)}
          />
          {lines.length === 0 ? (
            <p className="vw-view__empty">{t('noMatches')}</p>
          ) : (
            <ul className="vw-view__list">
              {lines.map(({ key, line }) => (
                <li key={key}>
                  <CartLine lineKey={key} line={line} />
                </li>
              ))}
            </ul>
          )}
          <MoneyTotals label={t('totals.label')} amounts={{ ...cart.totals, total: cart.totals.finalAmount }} />
          {signedIn && engine.registry.cartActions.length > 0 && (
            <div className="vw-view__actions">
              {engine.registry.cartActions.map((Action, index) => (
                <Action key={index} />
              ))}
            </div>
          )}
          {!signedIn && (
            <div className="vw-view__actions">
              <p className="vw-view__note">{t('signInNote')}</p>
              <button type="button" className="vw-view__primary" onClick={() => engine.loginFor('cart_summary')}>
                {t('proceedToCheckout')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  )
})

function CartSkeleton({ label }: { label: string }) {
  return (
    <div className="vw-cart__skeleton" role="status" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="vw-cart__skeleton-row" aria-hidden="true" />
      ))}
    </div>
  )
}

/** The `cartSummary` side panel view; Back goes from the cart to the catalogue. */
export function CartPanel() {
  const engine = useEngine()
  return <CartSummary onBack={() => engine.ui.back()} />
}

/** The `without-login-cart-summary` chat state (`?source=cart_summary` signed out); Back goes to phone entry. */
export function LoggedOutCartState() {
  const engine = useEngine()
  return <CartSummary onBack={() => engine.requestLogin()} />
}

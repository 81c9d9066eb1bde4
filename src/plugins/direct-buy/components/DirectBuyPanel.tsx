import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import { ItemChoiceEditor } from '../../catalogue/components/ItemChoiceEditor'
import { PanelLoadState } from '../../catalogue/components/PanelLoadState'
import { formatRupees } from '../../catalogue/price'
import { DirectBuyStore } from '../direct-buy-store'
import '../../cart/cart.css'

/**
 * The `direct-buy` chat state (§2): signed out, the 'Ready to Purchase?'
 * card with 'Login to complete your purchase'; signed in, the item with its
 * variant or package, quantity and total, and Add to Cart.
 */
export const DirectBuyPanel = observer(function DirectBuyPanel() {
  const engine = useEngine()
  const [store] = useState(() => new DirectBuyStore(engine))
  const t = useWidgetT('directBuy')
  const id = useId()
  useEffect(() => {
    void store.open()
  }, [store])
  const choice = store.choice
  const signedIn = engine.isLoggedIn
  return (
    <section className="vw-cart" aria-labelledby={id}>
      <header className="vw-cart__header">
        <h2 id={id} className="vw-cart__title">
          {signedIn ? t('title') : t('readyTitle')}
        </h2>
      </header>
      <PanelLoadState
        loading={store.status === 'loading'}
        error={store.status === 'failed' ? store.error : null}
        loadingText={t('loading')}
        retryText={t('retry')}
        onRetry={() => void store.open()}
      />
      {store.status === 'missing' && <p className="vw-cart__no-match">{t('missing')}</p>}
      {choice && store.status === 'ready' && (
        <>
          <ItemChoiceEditor choice={choice} showPrice={choice.priceVisible} />
          {choice.priceVisible && (
            <p className="vw-direct-buy__total">
              <strong>{t('total', { amount: formatRupees(choice.unit.withTax * choice.quantity) })}</strong>
              {choice.item.pricing.taxApplicable && <span> {t('taxNote')}</span>}
            </p>
          )}
          {!signedIn && <p className="vw-cart__note">{t('readyText')}</p>}
        </>
      )}
      <div className="vw-cart__checkout">
        {choice && store.status === 'ready' && !choice.priceVisible && engine.plugin('catalogue').enquire ? (
          // Priced on request (§5): only an enquiry, signed in or not.
          <button type="button" className="vw-cart__primary" onClick={() => store.enquire()}>
            {t('enquire')}
          </button>
        ) : signedIn ? (
          choice &&
          store.status === 'ready' && (
            <button type="button" className="vw-cart__primary" disabled={!choice.available} onClick={() => void store.addToCart()}>
              {t('addToCart')}
            </button>
          )
        ) : (
          store.status !== 'loading' && (
            <button type="button" className="vw-cart__primary" onClick={() => engine.loginFor('direct_buy')}>
              {t('login')}
            </button>
          )
        )}
        <button type="button" className="vw-cart__secondary" onClick={() => store.finish()}>
          {t('cancel')}
        </button>
      </div>
    </section>
  )
})

import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import { ItemChoiceEditor } from '../../../widget/ui/item/ItemChoiceEditor'
import { formatRupees } from '../../../ui/money'
import { PanelHeader } from '../../../widget/ui/PanelHeader'
import { PanelLoadState } from '../../../widget/ui/PanelLoadState'
import { DirectBuyStore } from '../direct-buy-store'
import '../../../widget/ui/panel.css'
import '../direct-buy.css'

/**
 * The `direct-buy` chat state (docs/product.md, 'Screens and routes'): signed out, the 'Ready to Purchase?'
 * card with 'Login to complete your purchase'; signed in, the item with its
 * variant or package, quantity and total, Buy now (the order panel) and Add
 * to Cart.
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
    <section className="vw-view" aria-labelledby={id}>
      <PanelHeader id={id} title={signedIn ? t('title') : t('readyTitle')} />
      <PanelLoadState
        loading={store.status === 'loading'}
        error={store.status === 'failed' ? store.error : null}
        loadingText={t('loading')}
        onRetry={() => void store.open()}
      />
      {store.status === 'missing' && <p className="vw-view__empty">{t('missing')}</p>}
      {choice && store.status === 'ready' && (
        <>
          <ItemChoiceEditor choice={choice} showPrice={choice.priceVisible} />
          {choice.priceVisible && (
            <p className="vw-direct-buy__total">
              <strong>{t('total', { amount: formatRupees(choice.unit.withTax * choice.quantity) })}</strong>
              {choice.item.pricing.taxApplicable && <span> {t('taxNote')}</span>}
            </p>
          )}
          {!signedIn && <p className="vw-view__note">{t('readyText')}</p>}
        </>
      )}
      <div className="vw-view__actions">
        <PrimaryAction store={store} />
        <button type="button" className="vw-view__secondary" onClick={() => store.finish()}>
          {t('cancel')}
        </button>
      </div>
    </section>
  )
})

/**
 * The panel's main button: an enquiry for an item priced on request (price
 * not visible; signed in or not); Buy now and Add to Cart signed in; 'Login to complete your
 * purchase' signed out; and for an item that is gone, the catalogue instead
 * of a dead end.
 */
const PrimaryAction = observer(function PrimaryAction({ store }: { store: DirectBuyStore }) {
  const engine = useEngine()
  const t = useWidgetT('directBuy')
  const { choice, status } = store
  if (status === 'missing')
    return (
      <button type="button" className="vw-view__primary" onClick={() => store.browseInstead()}>
        {t('browse')}
      </button>
    )
  if (status !== 'ready' || !choice) return null
  if (!choice.priceVisible)
    return (
      <button type="button" className="vw-view__primary" onClick={() => store.enquire()}>
        {t('enquire')}
      </button>
    )
  if (engine.isLoggedIn)
    return (
      <>
        <button type="button" className="vw-view__primary" disabled={!choice.available} onClick={() => store.buyNow()}>
          {t('buyNow')}
        </button>
        <button
          type="button"
          className="vw-view__secondary"
          disabled={!choice.available}
          onClick={() => void store.addToCart()}
        >
          {t('addToCart')}
        </button>
      </>
    )
  return (
    <button type="button" className="vw-view__primary" onClick={() => engine.loginFor('direct_buy')}>
      {t('login')}
    </button>
  )
})

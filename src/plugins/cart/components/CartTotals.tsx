import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'

/** Subtotal, discount, GST and total of the cart (§5 price maths); delivery is added at checkout. */
export const CartTotals = observer(function CartTotals() {
  const { totals } = useEngine().plugin('cart')
  const t = useWidgetT('cart')
  return (
    <dl className="vw-cart-totals" aria-label={t('totals.label')}>
      <div>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{formatRupees(totals.subtotal)}</dd>
      </div>
      {totals.totalDiscount > 0 && (
        <div className="vw-cart-totals__discount">
          <dt>{t('totals.discount')}</dt>
          <dd>−{formatRupees(totals.totalDiscount)}</dd>
        </div>
      )}
      {totals.totalGst > 0 && (
        <div>
          <dt>{t('totals.gst')}</dt>
          <dd>{formatRupees(totals.totalGst)}</dd>
        </div>
      )}
      <div className="vw-cart-totals__total">
        <dt>{t('totals.total')}</dt>
        <dd>{formatRupees(totals.finalAmount)}</dd>
      </div>
    </dl>
  )
})

import { observer } from 'mobx-react-lite'
import type { Totals } from '../../../../contract/orders'
import { useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'

/** The server's totals of a checkout (§3 Totals response): subtotal, discount, GST, shipping and total, in rupees with 2 decimals. */
export const OrderTotals = observer(function OrderTotals({ totals, showShipping }: { totals: Totals; showShipping: boolean }) {
  const t = useWidgetT('orders')
  return (
    <dl className="vw-order-totals" aria-label={t('totals.label')}>
      <div>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{formatRupees(totals.subtotal)}</dd>
      </div>
      {totals.totalDiscount > 0 && (
        <div className="vw-order-totals__discount">
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
      {showShipping && (
        <div>
          <dt>{t('totals.shipping')}</dt>
          <dd>{totals.shippingCost > 0 ? formatRupees(totals.shippingCost) : t('totals.free')}</dd>
        </div>
      )}
      <div className="vw-order-totals__total">
        <dt>{t('totals.total')}</dt>
        <dd>{formatRupees(totals.total)}</dd>
      </div>
    </dl>
  )
})

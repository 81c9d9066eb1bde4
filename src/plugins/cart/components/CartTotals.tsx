import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'
import { TotalsList, type TotalsRow } from '../../../ui/TotalsList'

/** Subtotal, discount, GST and total of the cart (price maths); delivery is added at checkout. */
export const CartTotals = observer(function CartTotals() {
  const { totals } = useEngine().plugin('cart')
  const t = useWidgetT('cart')
  const rows: TotalsRow[] = [
    { key: 'subtotal', label: t('totals.subtotal'), amount: formatRupees(totals.subtotal) },
    ...(totals.totalDiscount > 0
      ? [
          {
            key: 'discount',
            label: t('totals.discount'),
            amount: `−${formatRupees(totals.totalDiscount)}`,
            kind: 'discount' as const,
          },
        ]
      : []),
    ...(totals.totalGst > 0 ? [{ key: 'gst', label: t('totals.gst'), amount: formatRupees(totals.totalGst) }] : []),
    { key: 'total', label: t('totals.total'), amount: formatRupees(totals.finalAmount), kind: 'total' },
  ]
  return <TotalsList className="vw-cart-totals" label={t('totals.label')} rows={rows} />
})

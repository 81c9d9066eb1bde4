import { observer } from 'mobx-react-lite'
import type { Totals } from '../../../../contract/orders'
import { useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'
import { TotalsList, type TotalsRow } from '../../../ui/TotalsList'

/**
 * The server's totals of a checkout (the totals response): subtotal, discount, GST, shipping and total, in rupees with
 * 2 decimals.
 */
export const OrderTotals = observer(function OrderTotals({
  totals,
  showShipping,
}: {
  totals: Totals
  showShipping: boolean
}) {
  const t = useWidgetT('orders')
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
    ...(showShipping
      ? [
          {
            key: 'shipping',
            label: t('totals.shipping'),
            amount: totals.shippingCost > 0 ? formatRupees(totals.shippingCost) : t('totals.free'),
          },
        ]
      : []),
    { key: 'total', label: t('totals.total'), amount: formatRupees(totals.total), kind: 'total' },
  ]
  return <TotalsList className="vw-order-totals" label={t('totals.label')} rows={rows} />
})

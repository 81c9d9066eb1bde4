import { useWidgetT } from '../../engine/react'
import { formatRupees } from '../../ui/money'
import { TotalsList, type TotalsRow } from '../../ui/TotalsList'

/** The amounts a totals list shows, in rupees; `shipping` only where delivery is part of the total. */
export interface MoneyAmounts {
  subtotal: number
  totalDiscount: number
  totalGst: number
  total: number
  shipping?: number
}

/**
 * The widget's totals (the cart's and a checkout's): subtotal, the discount, a discount code's line
 * and GST when there are any, shipping when given ('Free' at zero), and the
 * total, named `label`. Its style (`.vw-totals`) is in panel.css, which every panel showing it loads.
 *
 * @example
 * const amounts = { ...totals, total: totals.finalAmount }
 * <MoneyTotals label={t('totals.label')} amounts={amounts} />
 */
export function MoneyTotals({
  label,
  amounts,
  code,
}: {
  label: string
  amounts: MoneyAmounts
  /** A discount code's line ('Code DIWALI10'), its words given by the caller (the checkout's strings load lazily). */
  code?: { label: string; amount: number } | undefined
}) {
  const t = useWidgetT('widget')
  const { subtotal, totalDiscount, totalGst, shipping, total } = amounts
  const rows: TotalsRow[] = [{ key: 'subtotal', label: t('totals.subtotal'), amount: formatRupees(subtotal) }]
  if (totalDiscount > 0)
    rows.push({
      key: 'discount',
      label: t('totals.discount'),
      amount: `−${formatRupees(totalDiscount)}`,
      kind: 'discount',
    })
  if (code) rows.push({ key: 'code', label: code.label, amount: `−${formatRupees(code.amount)}`, kind: 'discount' })
  if (totalGst > 0) rows.push({ key: 'gst', label: t('totals.gst'), amount: formatRupees(totalGst) })
  if (shipping !== undefined)
    rows.push({
      key: 'shipping',
      label: t('totals.shipping'),
      amount: shipping > 0 ? formatRupees(shipping) : t('totals.free'),
    })
  rows.push({ key: 'total', label: t('totals.total'), amount: formatRupees(total), kind: 'total' })
  return <TotalsList className="vw-totals" label={label} rows={rows} />
}

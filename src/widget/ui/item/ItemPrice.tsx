import { useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'
import './item.css'

/**
 * An item's unit price (docs/product.md, 'Validation rules'): the sale price, the base price struck through
 * when higher, a package's percentage off and the '+ 5% GST' note.
 *
 * @example
 * <ItemPrice base={180} sale={159} taxRate={5} />
 */
export function ItemPrice({
  base,
  sale,
  percentOff = 0,
  taxRate = 0,
}: {
  base: number
  sale: number
  percentOff?: number
  taxRate?: number
}) {
  const t = useWidgetT('widget')
  return (
    <p className="vw-price">
      <span className="vw-price__sale">{formatRupees(sale)}</span>
      {sale < base && <s className="vw-price__base">{formatRupees(base)}</s>}
      {percentOff > 0 && <span className="vw-price__off">{t('item.percentOff', { percent: percentOff })}</span>}
      {taxRate > 0 && <span className="vw-price__tax">{t('item.plusGst', { rate: taxRate })}</span>}
    </p>
  )
}

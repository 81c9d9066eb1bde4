import { useId } from 'react'
import type { CartItem } from '../../../../contract/cart'
import { rupees } from '../../../../contract/pricing'
import { TotalsList } from '../../../ui/TotalsList'
import { unitPrice } from '../../../ui/item/item-choice'
import { formatRupees } from '../../../ui/money'
import { useOwnerT } from '../../i18n'

/** A cart line's unit prices: the chosen variant's or package's, else the item's. */
function linePrice(line: CartItem): { base: number; sale: number } {
  return unitPrice(line, {
    variant: line.selectedVariant,
    package: line.selectedPackage && { ...line.selectedPackage, stock: null },
  })
}

/**
 * The customer's cart: each line with its variant or package, quantity, unit and line price, and what the lines come to
 * before GST and shipping.
 */
export function CustomerCart({ cart }: { cart: readonly CartItem[] }) {
  const t = useOwnerT()
  const headingId = useId()
  const value = cart.reduce((sum, line) => sum + rupees.round(linePrice(line).sale * line.quantity), 0)
  return (
    <section className="ow-context__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="ow-subheading">
        {t('context.cart.title', { count: cart.length })}
      </h3>
      {cart.length === 0 ? (
        <p className="ow-muted">{t('context.cart.empty')}</p>
      ) : (
        <>
          <ul className="ow-stack ow-context__lines">
            {cart.map((line) => {
              const { base, sale } = linePrice(line)
              const option = line.selectedVariant?.name ?? line.selectedPackage?.name
              return (
                <li
                  key={`${line._id}:${line.selectedVariant?._id ?? ''}:${line.selectedPackage?._id ?? ''}`}
                  className="ow-context__line"
                >
                  <span className="ow-context__line-name">
                    <strong>{line.name}</strong>
                    {option && <span className="ow-muted"> · {option}</span>}
                  </span>
                  <span className="ow-muted">
                    {t('context.cart.quantity', { quantity: line.quantity })} × {formatRupees(sale)}
                    {sale < base && (
                      <>
                        {' '}
                        <s>{formatRupees(base)}</s>
                      </>
                    )}
                  </span>
                  <span className="ow-context__line-amount">{formatRupees(rupees.round(sale * line.quantity))}</span>
                </li>
              )
            })}
          </ul>
          <TotalsList
            className="ow-totals"
            label={t('context.cart.totals')}
            rows={[{ key: 'value', label: t('context.cart.value'), amount: formatRupees(value), kind: 'total' }]}
          />
        </>
      )}
    </section>
  )
}

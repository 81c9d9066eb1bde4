import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import { PanelHeader } from '../../../ui/PanelHeader'
import type { Checkout } from '../checkout'
import { AddressPicker } from './AddressPicker'
import { OrderTotals } from './OrderTotals'
import '../../../ui/panel.css'
import '../orders.css'

/**
 * The order panel (docs/product.md, 'Validation rules'): the lines, the delivery address when
 * something ships, the server's totals and 'Create Order', disabled with
 * the reason while it cannot be pressed ('Delivery Address Required').
 */
export const CheckoutPanel = observer(function CheckoutPanel() {
  const engine = useEngine()
  const orders = engine.plugin('orders')
  const checkout = orders.checkout
  const t = useWidgetT('orders')
  const id = useId()
  return (
    <section className="vw-view" aria-labelledby={id}>
      <PanelHeader id={id} title={t('checkout.title')} back={() => orders.leaveCheckout()} />
      {checkout === null || checkout.lines.length === 0 ? (
        <p className="vw-view__empty">{t('checkout.empty')}</p>
      ) : (
        <CheckoutBody checkout={checkout} />
      )}
    </section>
  )
})

const CheckoutBody = observer(function CheckoutBody({ checkout }: { checkout: Checkout }) {
  const orders = useEngine().plugin('orders')
  const t = useWidgetT('orders')
  const itemsHeading = useId()
  const blocker = checkout.blocker
  return (
    <>
      <section aria-labelledby={itemsHeading}>
        <h3 id={itemsHeading} className="vw-order__heading">
          {t('checkout.items')}
        </h3>
        <ul className="vw-order__lines">
          {checkout.lines.map((line) => (
            <li key={line.key}>
              <span>{t('checkout.itemLine', { name: line.name, quantity: line.quantity })}</span>
              {line.option && <span className="vw-order__option">{line.option}</span>}
            </li>
          ))}
        </ul>
      </section>
      {checkout.needsAddress ? (
        <AddressPicker book={checkout.addresses} />
      ) : (
        <p className="vw-view__note">{t('checkout.noShippingNeeded')}</p>
      )}
      {checkout.shippingIssues.length > 0 && (
        <ul className="vw-order__issues" role="alert">
          {checkout.shippingIssues.map((issue) => (
            <li key={issue.name}>{t('checkout.shippingIssue', issue)}</li>
          ))}
        </ul>
      )}
      {checkout.totals ? (
        <OrderTotals
          totals={checkout.totals}
          showShipping={checkout.needsAddress && checkout.addresses.chosen !== null}
        />
      ) : checkout.totalsStatus === 'failed' ? (
        <p className="vw-view__status vw-view__status--error" role="alert">
          {t('totals.failed')}
        </p>
      ) : (
        <p className="vw-view__status" role="status">
          {t('totals.updating')}
        </p>
      )}
      <div className="vw-view__actions">
        {blocker === 'address' && (
          <p className="vw-order__blocker" role="status">
            {t('checkout.addressRequired')}
          </p>
        )}
        <button
          type="button"
          className="vw-view__primary"
          disabled={!checkout.canCreate}
          aria-busy={checkout.creating || undefined}
          onClick={() => void orders.createOrder()}
        >
          {checkout.creating ? t('checkout.creating') : t('checkout.create')}
        </button>
      </div>
    </>
  )
})

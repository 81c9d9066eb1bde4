import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useId, useRef } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import { PanelHeader } from '../../../widget/ui/PanelHeader'
import type { Checkout } from '../checkout'
import { AddressPicker } from './AddressPicker'
import { CannotShip } from './CannotShip'
import { SplitSummary } from './SplitSummary'
import { CheckoutCodeField } from './CheckoutCodeField'
import { MoneyTotals } from '../../../widget/ui/MoneyTotals'
import '../../../widget/ui/panel.css'
import '../orders.css'

// In this chunk, with the checkout it leads to: one chunk for the orders' cart and checkout parts.
export { CartLineShipping } from './CartLineShipping'

// The date and slot picker loads only for a checkout with a service in it.
const CheckoutSlot = lazy(() => import('./CheckoutSlot'))

/**
 * The order panel (docs/product.md, 'Validation rules'): the lines, the delivery address when
 * something ships, the server's totals and 'Create Order', disabled with
 * the reason while it cannot be pressed ('Delivery Address Required'); with
 * a service in it, the preferred date and time slot.
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
  const split = useWidgetT('checkoutSplit')
  const itemsHeading = useId()
  const items = useRef<HTMLHeadingElement>(null)
  const blocker = checkout.blocker
  const needsSlot = checkout.lines.some((line) => line.service)
  return (
    <>
      <section aria-labelledby={itemsHeading}>
        <h3 id={itemsHeading} ref={items} tabIndex={-1} className="vw-order__heading">
          {t('checkout.items')}
        </h3>
        <ul className="vw-order__lines vw-order__lines--stacked">
          {checkout.lines.map((line) => {
            const issue = checkout.unshippable.get(line.key)
            return (
              <li key={line.key}>
                <span className="vw-order__line">
                  <span>{t('checkout.itemLine', { name: line.name, quantity: line.quantity })}</span>
                  {line.option && <span className="vw-order__option">{line.option}</span>}
                </span>
                {issue !== undefined && (
                  <CannotShip
                    name={line.name}
                    message={issue}
                    address={checkout.addresses.chosen}
                    onRemove={() => {
                      checkout.remove(line)
                      // The removed item's buttons are gone: the focus goes back to the list it left.
                      items.current?.focus()
                    }}
                    onChangeAddress={() => checkout.changeAddress()}
                  />
                )}
              </li>
            )
          })}
        </ul>
      </section>
      {checkout.plannedOrders.length > 1 && <SplitSummary orders={checkout.plannedOrders} />}
      {checkout.needsAddress ? (
        <AddressPicker
          book={checkout.addresses}
          focus={checkout.focusAddress}
          onFocused={() => checkout.addressFocused()}
        />
      ) : (
        <p className="vw-view__note">{t('checkout.noShippingNeeded')}</p>
      )}
      {needsSlot && (
        <Suspense fallback={null}>
          <CheckoutSlot checkout={checkout} />
        </Suspense>
      )}
      <CheckoutCodeField checkout={checkout} />
      {checkout.totals ? (
        <MoneyTotals
          label={t('totals.label')}
          amounts={{
            ...checkout.totals,
            shipping:
              checkout.needsAddress && checkout.addresses.chosen !== null ? checkout.totals.shippingCost : undefined,
          }}
          code={
            checkout.totals.discount && {
              label: split('code.line', { code: checkout.totals.discount.code }),
              amount: checkout.totals.discount.amount,
            }
          }
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
        {checkout.unshippable.size > 0 && (
          <p className="vw-order__blocker" role="status">
            {blocker === 'shipping' ? split('nothingShips') : split('leftOut', { count: checkout.unshippable.size })}
          </p>
        )}
        <button
          type="button"
          className="vw-view__primary"
          disabled={!checkout.canCreate || (needsSlot && checkout.serviceSlot === null)}
          aria-busy={checkout.creating || undefined}
          onClick={() => void orders.createOrder()}
        >
          {checkout.creating ? t('checkout.creating') : t('checkout.create')}
        </button>
      </div>
    </>
  )
})

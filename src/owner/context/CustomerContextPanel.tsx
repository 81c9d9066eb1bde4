import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { FailureText } from '../panel-kit/FailureText'
import { useOwnerT } from '../i18n'
import { Skeleton } from '../panel-kit/Skeleton'
import { CustomerAddresses } from './components/CustomerAddresses'
import { CustomerCart } from './components/CustomerCart'
import { CustomerNotes } from './components/CustomerNotes'
import { CustomerOrders } from './components/CustomerOrders'
import { CustomerSummary } from './components/CustomerSummary'
import { OrderDialogs } from './components/OrderDialogs'
import type { CustomerContextStore } from './customer-context-store'
import '../panel-kit/panel-kit.css'
import './context.css'

/**
 * The customer beside the conversation in the owner inbox: who they are,
 * the owners' private notes on them, their cart, addresses and orders, with the owner's order actions and
 * payment confirmations. Loads again when `customerId` changes; `owner-order`
 * events of this customer update the orders live.
 *
 * @example
 * <CustomerContextPanel customerId={conversation.customerId} store={app.panels.customer} />
 */
export const CustomerContextPanel = observer(function CustomerContextPanel(props: {
  customerId: string
  store: CustomerContextStore
}) {
  const t = useOwnerT()
  const { store } = props
  useEffect(() => store.connect(), [store])
  useEffect(() => {
    void store.load(props.customerId)
  }, [store, props.customerId])
  return (
    <section className="ow-panel ow-context" aria-label={t('context.title')} aria-busy={store.status === 'loading'}>
      {store.status === 'loading' && <Skeleton label={t('context.loading')} lines={7} />}
      {store.status === 'failed' && (
        <div className="ow-context__failed">
          <FailureText ns="context" failure={store.failure} />
          <button type="button" className="ow-button" onClick={() => void store.retry()}>
            {t('context.retry')}
          </button>
        </div>
      )}
      {store.status === 'ready' && store.customer && (
        <>
          <CustomerSummary customer={store.customer} />
          <CustomerNotes store={store.notes} customerId={props.customerId} />
          <CustomerCart cart={store.cart} />
          <CustomerAddresses addresses={store.addresses} />
          <CustomerOrders store={store} />
        </>
      )}
      <OrderDialogs orders={store.orders} />
    </section>
  )
})

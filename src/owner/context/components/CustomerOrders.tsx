import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../../i18n'
import type { CustomerContextStore } from '../customer-context-store'
import { OwnerOrderCard } from './OwnerOrderCard'

/** The customer's orders, newest first. */
export const CustomerOrders = observer(function CustomerOrders({ store }: { store: CustomerContextStore }) {
  const t = useOwnerT()
  const headingId = useId()
  const orders = store.orderList
  return (
    <section className="ow-context__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="ow-subheading">
        {t('context.orders.title', { count: orders.length })}
      </h3>
      {orders.length === 0 ? (
        <p className="ow-muted">{t('context.orders.empty')}</p>
      ) : (
        <ul className="ow-stack">
          {orders.map((order) => (
            <li key={order._id}>
              <OwnerOrderCard order={order} store={store.orders} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})

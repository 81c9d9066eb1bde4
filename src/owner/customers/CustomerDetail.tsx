import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import type { OwnerCustomer } from '../../../contract/owner-customers'
import { formatRupees } from '../../ui/money'
import { CustomerContextPanel } from '../context/CustomerContextPanel'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { formatDateTime } from '../panel-kit/format'
import type { CustomersStore } from './customers-store'

/**
 * A customer opened from the Customers list, in one place: what the list says of them, their conversation a tap away
 * (the inbox opens on it), and the same customer panel as beside a conversation (who they are, the owners' private
 * notes, cart, addresses, orders with the owner's actions). `back` (a phone) shows a Back button to the list.
 */
export const CustomerDetail = observer(function CustomerDetail(props: {
  store: CustomersStore
  customer: OwnerCustomer
  back: boolean
}) {
  const { store, customer } = props
  const app = useOwnerApp()
  const t = useOwnerT()
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [customer.customerId])
  return (
    <section className="ow-customers__detail" aria-labelledby={id}>
      <header className="ow-column__header">
        <button
          type="button"
          className="ow-icon-button"
          aria-label={props.back ? t('customersView.back') : t('customersView.close')}
          onClick={() => store.close()}
        >
          <span aria-hidden="true">{props.back ? '‹' : '×'}</span>
        </button>
        <h2 id={id} ref={heading} tabIndex={-1} className="ow-column__title">
          {t('customersView.customer')}
        </h2>
      </header>
      <div className="ow-column__body">
        <dl className="ow-customers__facts">
          <div>
            <dt>{t('customersView.columns.orders')}</dt>
            <dd>{customer.orders}</dd>
          </div>
          <div>
            <dt>{t('customersView.columns.spent')}</dt>
            <dd>{formatRupees(customer.spent)}</dd>
          </div>
          <div>
            <dt>{t('customersView.columns.lastMessage')}</dt>
            <dd>{customer.lastMessageAt ? formatDateTime(customer.lastMessageAt) : t('customersView.noMessages')}</dd>
          </div>
        </dl>
        <button type="button" className="ow-button" onClick={() => app.openOrderCustomer(customer.customerId)}>
          {t('customersView.openConversation')}
        </button>
        <CustomerContextPanel customerId={customer.customerId} store={store.context} />
      </div>
    </section>
  )
})

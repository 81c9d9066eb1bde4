import { observer } from 'mobx-react-lite'
import type { OwnerCustomer } from '../../../contract/owner-customers'
import { formatRupees } from '../../ui/money'
import { customerLabel } from '../components/ConversationRow'
import { useOwnerT } from '../i18n'
import { RowLabels } from '../labels/RowLabels'
import { formatDate } from '../panel-kit/format'
import type { CustomersStore } from './customers-store'

/**
 * One customer of the Customers list, a button that opens them: name (else phone) and phone, last message, first
 * seen, orders and money spent. At laptop width the values line up under the list's column names; on a phone each
 * says what it is.
 */
export const CustomerRow = observer(function CustomerRow(props: { customer: OwnerCustomer; store: CustomersStore }) {
  const { customer, store } = props
  const t = useOwnerT()
  const phone = `${customer.countryCode} ${customer.phoneNumber}`
  return (
    <button
      type="button"
      className="ow-customers__row"
      aria-current={store.opened?.customerId === customer.customerId || undefined}
      onClick={() => store.open(customer)}
    >
      <span className="ow-customers__who">
        <span className="ow-customers__name">{customerLabel(customer)}</span>
        {customer.name && <span className="ow-customers__phone">{phone}</span>}
        <span className="ow-customers__labels">
          <RowLabels labelIds={customer.labelIds} />
        </span>
      </span>
      <Value label={t('customersView.columns.lastMessage')}>
        {customer.lastMessageAt ? formatDate(customer.lastMessageAt) : t('customersView.noMessages')}
      </Value>
      <Value label={t('customersView.columns.firstSeen')}>{formatDate(customer.firstSeen)}</Value>
      <Value label={t('customersView.columns.orders')}>{String(customer.orders)}</Value>
      <Value label={t('customersView.columns.spent')}>{formatRupees(customer.spent)}</Value>
    </button>
  )
})

/** One value of the row, with what it is (visible on a phone; said to a screen reader always). */
function Value(props: { label: string; children: string }) {
  return (
    <span className="ow-customers__value">
      <span className="ow-customers__label">{`${props.label}: `}</span>
      {props.children}
    </span>
  )
}

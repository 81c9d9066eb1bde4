import { formatDate } from '../../panel-kit/format'
import { useOwnerT } from '../../i18n'
import type { ContextCustomer } from '../customer-context-store'

/** The customer: name (or that there is none), phone as a call link, and since when they are a customer. */
export function CustomerSummary({ customer }: { customer: ContextCustomer }) {
  const t = useOwnerT()
  const phone = `${customer.countryCode} ${customer.phoneNumber}`
  return (
    <header className="ow-context__customer">
      <h2 className="ow-heading">{customer.name ?? t('context.customer.noName')}</h2>
      <p>
        <a
          className="ow-link"
          href={`tel:${customer.countryCode}${customer.phoneNumber}`}
          aria-label={t('context.customer.call', { phone })}
        >
          {phone}
        </a>
      </p>
      <p className="ow-muted">{t('context.customer.since', { date: formatDate(customer.createdAt) })}</p>
    </header>
  )
}

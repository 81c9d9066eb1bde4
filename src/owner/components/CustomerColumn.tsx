import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { CustomerContextPanel } from '../context/CustomerContextPanel'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'

/**
 * The customer beside the conversation (cart, addresses, orders: `CustomerContextPanel`); on narrower screens, with a
 * Back button to the conversation.
 */
export const CustomerColumn = observer(function CustomerColumn({ customerId }: { customerId: string }) {
  const app = useOwnerApp()
  const t = useOwnerT()
  const id = useId()
  return (
    <section className="ow-column ow-column--customer" aria-labelledby={id}>
      <header className="ow-column__header">
        {app.columns < 3 && (
          <button type="button" className="ow-icon-button" aria-label={t('customer.back')} onClick={() => app.back()}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <h2 id={id} className="ow-column__title">
          {t('customer.title')}
        </h2>
      </header>
      <div className="ow-column__body">
        <CustomerContextPanel customerId={customerId} store={app.panels.customer} />
      </div>
    </section>
  )
})

import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { ConversationList } from './ConversationList'
import { ConversationView } from './ConversationView'
import { CustomerColumn } from './CustomerColumn'
import { useColumns } from './use-columns'

/**
 * The inbox: list | conversation | customer info side by side on a
 * desktop; the list and one of the others in between; one at a time on a
 * phone (390 px), with Back buttons (list → conversation → customer info).
 * Only the columns on screen are rendered.
 */
export const InboxView = observer(function InboxView() {
  const app = useOwnerApp()
  const t = useOwnerT()
  useColumns(app)
  const open = app.conversation.customerId
  const { columns, pane } = app
  const showList = columns > 1 || pane === 'list' || open === null
  const showConversation =
    open !== null && (columns === 3 || (columns === 2 ? pane !== 'customer' : pane === 'conversation'))
  const showCustomer = open !== null && (columns === 3 || pane === 'customer')
  return (
    <div className="ow-inbox" data-columns={columns}>
      {showList && <ConversationList />}
      {showConversation && <ConversationView customerId={open} />}
      {showCustomer && <CustomerColumn customerId={open} />}
      {open === null && columns > 1 && (
        <section className="ow-column ow-column--placeholder">
          <p className="ow-status">{t('inbox.pickOne')}</p>
        </section>
      )}
    </div>
  )
})

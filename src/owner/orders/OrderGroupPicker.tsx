import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../i18n'
import { ORDER_GROUPS } from './order-groups'
import type { OrdersBoardStore } from './orders-board-store'

/** The stage groups as toggle buttons, each with how many (matching) orders it holds; one is shown at a time. */
export const OrderGroupPicker = observer(function OrderGroupPicker({ store }: { store: OrdersBoardStore }) {
  const t = useOwnerT()
  const { counts } = store
  return (
    <div className="ow-orders__groups" role="group" aria-label={t('ordersView.groupsLabel')}>
      {ORDER_GROUPS.map((group) => (
        <button
          key={group}
          type="button"
          className="ow-orders__group"
          aria-pressed={store.group === group}
          aria-label={t('ordersView.groupCount', { group: t(`ordersView.groups.${group}`), count: counts[group] })}
          onClick={() => store.selectGroup(group)}
        >
          <span>{t(`ordersView.groups.${group}`)}</span>
          <span className="ow-orders__count" aria-hidden="true">
            {counts[group]}
          </span>
        </button>
      ))}
    </div>
  )
})

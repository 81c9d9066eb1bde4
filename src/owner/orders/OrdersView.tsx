import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { OrderDialogs } from '../context/components/OrderDialogs'
import { useOwnerT } from '../i18n'
import { ListFailed } from '../panel-kit/ListFailed'
import { SearchBox } from '../panel-kit/SearchBox'
import { VirtualList } from '../panel-kit/VirtualList'
import { OrderGroupPicker } from './OrderGroupPicker'
import { OrderRow } from './OrderRow'
import type { OrdersBoardStore } from './orders-board-store'
import './orders.css'

/** Estimated height (px) of an order row until it is measured. */
export const ORDER_ROW_PX = 168
/** How long 'Moved to … — Show' stays after an order left the shown group. */
export const MOVED_NOTICE_MS = 10_000

/**
 * The Orders tab: the site's orders grouped by stage, a count per group, a search over order numbers, customers and
 * items, and the shown group's orders; older pages load on the owner's ask. It opens on the first group with orders in
 * it ('Needs action' first); an order that leaves the shown group is one tap away for a while ('Show').
 */
export const OrdersView = observer(function OrdersView({ store }: { store: OrdersBoardStore }) {
  const t = useOwnerT()
  const id = useId()
  const orders = store.shown
  useEffect(() => store.connect(), [store])
  useEffect(() => {
    store.opened()
    if (store.pages.status === 'idle') void store.load()
  }, [store])

  return (
    <section className="ow-orders" aria-labelledby={`${id}-title`}>
      <header className="ow-orders__header">
        <h1 id={`${id}-title`} className="ow-column__title">
          {t('ordersView.title')}
        </h1>
        <SearchBox
          label={t('ordersView.search')}
          placeholder={t('ordersView.searchPlaceholder')}
          value={store.search}
          onChange={(search) => store.setSearch(search)}
        />
        <OrderGroupPicker store={store} />
        <MovedNotice store={store} />
      </header>
      <BoardState store={store} />
      <VirtualList
        items={orders}
        rowPx={ORDER_ROW_PX}
        overscan={4}
        name={{ label: t(`ordersView.groups.${store.group}`) }}
        itemKey={(order) => order._id}
        row={(order) => <OrderRow order={order} store={store.orders} found={order._id === store.revealing} />}
        reveal={store.revealing ? orders.findIndex((order) => order._id === store.revealing) : -1}
        className="ow-orders__list"
      />
      {store.hasMore && (
        <button
          type="button"
          className="ow-button ow-orders__more"
          disabled={store.more.loading}
          onClick={() => void store.loadMore()}
        >
          {store.more.loading ? t('ordersView.loadingMore') : t('ordersView.more')}
        </button>
      )}
      <OrderDialogs orders={store.orders} />
    </section>
  )
})

/** 'KK-1001 moved to Active. Show': the order the owner's work (or a live change) took out of the shown group. */
const MovedNotice = observer(function MovedNotice({ store }: { store: OrdersBoardStore }) {
  const t = useOwnerT()
  const { moved } = store
  useEffect(() => {
    if (!moved) return
    const timer = setTimeout(() => store.forgetMoved(), MOVED_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [store, moved])
  const values = moved && { orderId: moved.number, group: t(`ordersView.groups.${moved.group}`) }
  return (
    <p className="ow-orders__moved" role="status">
      {values && (
        <>
          <span>{t('ordersView.moved', values)}</span>{' '}
          <button
            type="button"
            className="ow-button ow-button--small"
            aria-label={t('ordersView.showMovedLabel', values)}
            onClick={() => store.showMoved()}
          >
            {t('ordersView.showMoved')}
          </button>
        </>
      )}
    </p>
  )
})

/** Loading, failure and empty states of the tab. */
const BoardState = observer(function BoardState({ store }: { store: OrdersBoardStore }) {
  const t = useOwnerT()
  if (store.status === 'failed')
    return (
      <ListFailed
        message={store.failure?.message ?? t('ordersView.failed')}
        retry={t('ordersView.retry')}
        onRetry={() => void store.load()}
      />
    )
  if (store.status === 'loading')
    return (
      <p className="ow-list__state ow-status" role="status">
        {t('ordersView.loading')}
      </p>
    )
  if (store.shown.length > 0) return null
  return (
    <p className="ow-list__state ow-muted" role="status">
      {store.search.trim() ? t('ordersView.noMatch', { search: store.search.trim() }) : t('ordersView.empty')}
    </p>
  )
})

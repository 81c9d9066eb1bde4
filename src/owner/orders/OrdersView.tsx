import { useVirtualizer } from '@tanstack/react-virtual'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useId, useRef } from 'react'
import { unlaidFallbacks } from '../../ui/virtual-list'
import { useOwnerT } from '../i18n'
import { OrderGroupPicker } from './OrderGroupPicker'
import { OrderRow } from './OrderRow'
import type { OrdersBoardStore } from './orders-board-store'
import './orders.css'

/** Estimated height (px) of an order row until it is measured. */
export const ORDER_ROW_PX = 168

/**
 * The Orders tab: the site's orders grouped by stage, a count per group, a search over order numbers, customers and
 * items, and the shown group's orders, virtualised with `@tanstack/react-virtual`; older pages load on the owner's ask.
 */
export const OrdersView = observer(function OrdersView({ store }: { store: OrdersBoardStore }) {
  const t = useOwnerT()
  const id = useId()
  const scroller = useRef<HTMLDivElement>(null)
  const orders = store.shown
  const estimateSize = useCallback(() => ORDER_ROW_PX, [])
  const list = useVirtualizer({
    count: orders.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    getItemKey: (index) => orders[index]?._id ?? index,
    ...unlaidFallbacks,
    overscan: 4,
  })
  useEffect(() => store.connect(), [store])
  useEffect(() => {
    if (store.pages.status === 'idle') void store.load()
  }, [store])

  return (
    <section className="ow-orders" aria-labelledby={`${id}-title`}>
      <header className="ow-orders__header">
        <h1 id={`${id}-title`} className="ow-column__title">
          {t('ordersView.title')}
        </h1>
        <form role="search" className="ow-search" onSubmit={(event) => event.preventDefault()}>
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            {t('ordersView.search')}
          </label>
          <input
            id={`${id}-search`}
            className="ow-input ow-search__input"
            type="search"
            placeholder={t('ordersView.searchPlaceholder')}
            value={store.search}
            onChange={(event) => store.setSearch(event.target.value)}
          />
        </form>
        <OrderGroupPicker store={store} />
      </header>
      <BoardState store={store} />
      <div ref={scroller} className="ow-list ow-orders__list" hidden={orders.length === 0}>
        <div
          className="ow-list__inner"
          role="list"
          aria-label={t(`ordersView.groups.${store.group}`)}
          style={{ height: list.getTotalSize() }}
        >
          {list.getVirtualItems().map((item) => {
            const order = orders[item.index]
            return order ? (
              <div
                key={item.key}
                data-index={item.index}
                ref={list.measureElement}
                className="ow-list__row"
                role="listitem"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <OrderRow order={order} store={store} />
              </div>
            ) : null
          })}
        </div>
      </div>
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
    </section>
  )
})

/** Loading, failure and empty states of the tab. */
const BoardState = observer(function BoardState({ store }: { store: OrdersBoardStore }) {
  const t = useOwnerT()
  if (store.status === 'failed') {
    return (
      <div className="ow-list__state">
        <p className="ow-error" role="alert">
          {store.failure?.message ?? t('ordersView.failed')}
        </p>
        <button type="button" className="ow-button" onClick={() => void store.load()}>
          {t('ordersView.retry')}
        </button>
      </div>
    )
  }
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

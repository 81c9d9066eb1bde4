import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useEffect, useId } from 'react'
import { ORDER_STATUSES } from '../../../../contract/order-status'
import type { OrdersSort, StatusFilter } from '../../../../contract/orders'
import { useEngine, useWidgetT } from '../../../engine/react'
import { PanelLoadState } from '../../../widget/ui/PanelLoadState'
import type { OrderHistory } from '../order-history'
import { CancelOrderDialog } from './CancelOrderDialog'
import { OrderCard } from './OrderCard'
import '../../../widget/ui/panel.css'
import '../orders.css'

// The offers' strings and choice ride in their own chunk, as the offer cards' do.
const OffersSwitch = lazy(() => import('../../../widget/offers/OffersSwitch'))

const FILTERS: readonly StatusFilter[] = ['All', ...ORDER_STATUSES]
const SORTS: readonly OrdersSort[] = ['createdDate', 'finalAmount']

/**
 * The History tab (docs/product.md, 'Screens and routes'): 'Search orders...', collapsible Filters (status,
 * sort), the orders of the page, Previous / Next / 'Page x of y', 'No orders
 * found', the customer's choice of offers, and 'You are not logged in' when signed out.
 */
export const OrderHistoryTab = observer(function OrderHistoryTab() {
  const engine = useEngine()
  const t = useWidgetT('orders')
  if (!engine.isLoggedIn)
    return (
      <div className="vw-empty">
        <p className="vw-empty__title">{t('history.notLoggedIn')}</p>
        <p>{t('history.signIn')}</p>
      </div>
    )
  return <SignedInHistory />
})

const SignedInHistory = observer(function SignedInHistory() {
  const orders = useEngine().plugin('orders')
  useEffect(() => {
    void orders.openHistory().then((history) => history.load())
  }, [orders])
  return orders.history ? <HistoryView history={orders.history} /> : null
})

const HistoryView = observer(function HistoryView({ history }: { history: OrderHistory }) {
  const t = useWidgetT('orders')
  const filtersId = useId()
  return (
    <section className="vw-view vw-history" aria-label={t('history.search')}>
      <div className="vw-history__bar">
        <input
          type="search"
          className="vw-input vw-view__search"
          aria-label={t('history.search')}
          placeholder={t('history.search')}
          value={history.search}
          onChange={(event) => history.setSearch(event.target.value)}
        />
        <button
          type="button"
          className="vw-view__secondary vw-history__filters-toggle"
          aria-expanded={history.filtersOpen}
          aria-controls={filtersId}
          onClick={() => history.toggleFilters()}
        >
          {t('history.filters')}
        </button>
      </div>
      {history.filtersOpen && (
        <div id={filtersId} className="vw-history__filters">
          <label>
            {t('history.status')}
            <select
              value={history.statusFilter}
              onChange={(event) => history.setStatusFilter(event.target.value as StatusFilter)}
            >
              {FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {t(`history.statuses.${filter}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('history.sortBy')}
            <select value={history.sortBy} onChange={(event) => history.setSort(event.target.value as OrdersSort)}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`history.sort.${sort}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <PanelLoadState
        loading={history.status === 'loading'}
        error={history.status === 'failed' ? history.error : null}
        loadingText={t('history.loading')}
        onRetry={() => void history.load()}
      />
      {history.status === 'ready' && history.orders.length === 0 && (
        <p className="vw-view__empty">{t('history.empty')}</p>
      )}
      {history.orders.length > 0 && (
        <ul className="vw-view__list">
          {history.orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} history={history} />
            </li>
          ))}
        </ul>
      )}
      {history.pages > 1 && (
        <nav className="vw-history__pages" aria-label={t('history.page', { page: history.page, pages: history.pages })}>
          <button
            type="button"
            className="vw-view__secondary"
            disabled={history.page <= 1}
            onClick={() => history.goToPage(history.page - 1)}
          >
            {t('history.previous')}
          </button>
          <span>{t('history.page', { page: history.page, pages: history.pages })}</span>
          <button
            type="button"
            className="vw-view__secondary"
            disabled={history.page >= history.pages}
            onClick={() => history.goToPage(history.page + 1)}
          >
            {t('history.next')}
          </button>
        </nav>
      )}
      {history.cancelling && <CancelOrderDialog history={history} />}
      <Suspense fallback={null}>
        <OffersSwitch />
      </Suspense>
    </section>
  )
})

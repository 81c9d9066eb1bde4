import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useId } from 'react'
import { CUSTOMER_SORTS, type CustomerSort, type SortDirection } from '../../../contract/owner-customers'
import { ChoiceButtons } from '../catalogue/ChoiceButtons'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { FailureText } from '../panel-kit/FailureText'
import { SearchBox } from '../panel-kit/SearchBox'
import { Skeleton } from '../panel-kit/Skeleton'
import { VirtualList } from '../panel-kit/VirtualList'
import { useColumns } from '../components/use-columns'
import { CustomerDetail } from './CustomerDetail'
import { CustomerRow } from './CustomerRow'
import type { CustomersStore, OrdersChoice } from './customers-store'
import './customers.css'

/** Estimated height (px) of a customer row until it is measured. */
const CUSTOMER_ROW_PX = 72
/** The next page is asked for when the owner comes within this many rows of the end. */
const LOAD_MORE_WITHIN_ROWS = 10
const ORDERS_CHOICES: readonly OrdersChoice[] = ['all', 'with', 'without']
const ORDERS: readonly `${CustomerSort}:${SortDirection}`[] = CUSTOMER_SORTS.flatMap((sort) => [
  `${sort}:desc` as const,
  `${sort}:asc` as const,
])

/**
 * The Customers tab: every customer of the site (name, phone, last message, first seen, orders, money spent), searched
 * by name or phone, sorted and filtered on the server, virtualised (`@tanstack/react-virtual`, a page at a time as the
 * owner scrolls), downloadable as CSV as shown. A customer opens beside the list (one at a time on a phone) with their
 * conversation a tap away, their notes, addresses and orders.
 */
export const CustomersView = observer(function CustomersView({ store }: { store: CustomersStore }) {
  const app = useOwnerApp()
  const t = useOwnerT()
  const id = useId()
  useColumns(app)
  useEffect(() => store.show(), [store])
  const { labels } = app.panels
  useEffect(() => void labels.load(), [labels])
  const oneAtATime = app.columns === 1
  const opened = store.opened
  const showList = !(oneAtATime && opened)
  return (
    <div className={opened ? 'ow-customers ow-customers--open' : 'ow-customers'}>
      {showList && (
        <section className="ow-customers__main" aria-labelledby={`${id}-title`}>
          <header className="ow-customers__header">
            <h1 id={`${id}-title`} className="ow-column__title">
              {t('customersView.title')}
            </h1>
            <SearchBox
              label={t('customersView.search')}
              placeholder={t('customersView.searchPlaceholder')}
              value={store.search}
              onChange={(search) => store.setSearch(search)}
              onSubmit={() => void store.load()}
            />
            <div className="ow-customers__tools">
              <label className="ow-customers__sort">
                <span>{t('customersView.sortLabel')}</span>
                <select
                  className="ow-input"
                  value={`${store.sort}:${store.dir}`}
                  onChange={(event) => {
                    const [sort, dir] = event.target.value.split(':') as [CustomerSort, SortDirection]
                    store.setOrder(sort, dir)
                  }}
                >
                  {ORDERS.map((order) => (
                    <option key={order} value={order}>
                      {t(`customersView.sort.${order.replace(':', '_') as 'lastMessage_desc'}`)}
                    </option>
                  ))}
                </select>
              </label>
              <select
                className="ow-input"
                aria-label={t('labels.filterLabel')}
                value={store.label ?? ''}
                onChange={(event) => store.setLabel(event.target.value || null)}
              >
                <option value="">{t('labels.allLabels')}</option>
                {labels.all.map((label) => (
                  <option key={label.id} value={label.id}>
                    {label.name}
                  </option>
                ))}
              </select>
              <a className="ow-button ow-button--small" href={store.exportHref} download>
                {t('customersView.export')}
              </a>
            </div>
            <ChoiceButtons
              label={t('customersView.ordersFilter')}
              options={ORDERS_CHOICES}
              chosen={store.orders}
              choose={(choice) => store.setOrders(choice)}
              labelOf={(choice) => t(`customersView.orders.${choice}`)}
            />
          </header>
          <CustomersList store={store} titleId={`${id}-title`} />
        </section>
      )}
      {opened && <CustomerDetail store={store} customer={opened} back={oneAtATime} />}
    </div>
  )
})

/** The virtualised rows with their loading, failed and empty states. */
const CustomersList = observer(function CustomersList(props: { store: CustomersStore; titleId: string }) {
  const { store } = props
  const t = useOwnerT()
  const loadMore = useCallback(() => void store.list.loadMore(), [store])
  const customers = store.customers
  if (store.status === 'failed')
    return (
      <div className="ow-list__state">
        <FailureText ns="context" failure={store.failure} />
        <button type="button" className="ow-button" onClick={() => void store.load()}>
          {t('customersView.retry')}
        </button>
      </div>
    )
  return (
    <>
      {store.status === 'loading' && customers.length === 0 && (
        <Skeleton label={t('customersView.loading')} lines={6} />
      )}
      {store.status === 'ready' && customers.length === 0 && (
        <p className="ow-empty" role="status">
          {store.query.search ? t('customersView.noResults', { search: store.query.search }) : t('customersView.empty')}
        </p>
      )}
      <div className="ow-customers__columns" aria-hidden="true" hidden={customers.length === 0}>
        <span>{t('customersView.columns.customer')}</span>
        <span>{t('customersView.columns.lastMessage')}</span>
        <span>{t('customersView.columns.firstSeen')}</span>
        <span>{t('customersView.columns.orders')}</span>
        <span>{t('customersView.columns.spent')}</span>
      </div>
      <VirtualList
        items={customers}
        rowPx={CUSTOMER_ROW_PX}
        overscan={8}
        name={{ labelledBy: props.titleId }}
        itemKey={(customer) => customer.customerId}
        row={(customer) => <CustomerRow customer={customer} store={store} />}
        onNearEnd={store.list.hasMore && !store.list.more.loading ? loadMore : undefined}
        nearEnd={LOAD_MORE_WITHIN_ROWS}
        className="ow-customers__list"
      />
      {store.list.more.status === 'failed' && (
        <button type="button" className="ow-button ow-button--small" onClick={loadMore}>
          {t('customersView.retry')}
        </button>
      )}
    </>
  )
})

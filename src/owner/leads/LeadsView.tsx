import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import type { LeadsFilter } from '../../../contract/owner-inbox'
import { FailureText } from '../panel-kit/FailureText'
import { useOwnerT } from '../i18n'
import { Skeleton } from '../panel-kit/Skeleton'
import { LeadCard } from './LeadCard'
import type { LeadsStore } from './leads-store'
import '../panel-kit/panel-kit.css'
import './leads.css'
import { useLoad } from '../panel-kit/use-load'

const FILTERS: readonly LeadsFilter[] = ['open', 'handled', 'all']

/**
 * Contact-form leads in the owner app: Open / Handled / All, newest first,
 * with call, WhatsApp and email links, 'Mark handled' / 'Reopen' and 'Load
 * more'; new leads arrive live. `onOpenCount` hears the number of open leads
 * (the shell's tab badge) whenever it changes.
 *
 * @example
 * <LeadsView store={app.panels.leads} onOpenCount={(open) => tabs.setLeadsBadge(open)} />
 */
export const LeadsView = observer(function LeadsView(props: {
  store: LeadsStore
  onOpenCount?: (open: number) => void
}) {
  const t = useOwnerT()
  const { store } = props
  useEffect(() => store.connect(), [store])
  useLoad(store)
  // The latest callback, so a new function each render does not report the same count again.
  const onOpenCount = useRef(props.onOpenCount)
  onOpenCount.current = props.onOpenCount
  useEffect(() => {
    if (store.open !== null) onOpenCount.current?.(store.open)
  }, [store.open])
  const leads = store.visible
  const titleId = useId()
  return (
    <section className="ow-panel ow-leads" aria-labelledby={titleId} aria-busy={store.status === 'loading'}>
      <header className="ow-leads__header">
        <h2 id={titleId} className="ow-heading">
          {t('leads.title')}
        </h2>
        <div className="ow-segmented" role="group" aria-label={t('leads.filters.label')}>
          {FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              className="ow-segmented__option"
              aria-pressed={store.filter === filter}
              onClick={() => void store.setFilter(filter)}
            >
              {filter === 'open' && store.open !== null
                ? t('leads.filters.openCount', { count: store.open })
                : t(`leads.filters.${filter}`)}
            </button>
          ))}
        </div>
      </header>
      <p className="visually-hidden" role="status">
        {store.lastChange
          ? t(store.lastChange.handled ? 'leads.markedHandled' : 'leads.reopened', { name: store.lastChange.name })
          : ''}
      </p>
      {store.status === 'loading' && <Skeleton label={t('leads.loading')} lines={6} />}
      {store.status === 'failed' && (
        <div className="ow-leads__failed">
          <FailureText ns="leads" failure={store.failure} />
          <button type="button" className="ow-button" onClick={() => void store.load()}>
            {t('leads.retry')}
          </button>
        </div>
      )}
      {store.status === 'ready' &&
        (leads.length === 0 ? (
          <p className="ow-empty">{t(`leads.empty.${store.filter}`)}</p>
        ) : (
          <ul className="ow-stack ow-leads__list">
            {leads.map((lead) => (
              <li key={lead._id}>
                <LeadCard lead={lead} store={store} />
              </li>
            ))}
          </ul>
        ))}
      {store.status === 'ready' && store.hasMore && (
        <div className="ow-leads__more">
          <FailureText ns="leads" failure={store.moreFailure} />
          <button
            type="button"
            className="ow-button"
            disabled={store.loadingMore}
            aria-busy={store.loadingMore || undefined}
            onClick={() => void store.loadMore()}
          >
            {t('leads.loadMore')}
          </button>
        </div>
      )}
    </section>
  )
})

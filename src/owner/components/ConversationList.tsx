import { observer } from 'mobx-react-lite'
import { useCallback, useId } from 'react'
import { useOwnerT } from '../i18n'
import { InboxFilters } from '../labels/InboxFilters'
import { useOwnerApp } from '../owner-context'
import { ListFailed } from '../panel-kit/ListFailed'
import { SearchBox } from '../panel-kit/SearchBox'
import { VirtualList } from '../panel-kit/VirtualList'
import { ConversationRow } from './ConversationRow'

/** Estimated height (px) of a conversation row until it is measured. */
export const CONVERSATION_ROW_PX = 76
/** The next page is asked for when the owner comes within this many rows of the end. */
const LOAD_MORE_WITHIN_ROWS = 5

/**
 * The inbox list: a search box (phone or text, debounced, Enter runs it at
 * once) and the label and Mine / Unassigned filters over the conversations, newest activity first, virtualised with
 * `@tanstack/react-virtual`; the next page loads as the owner scrolls near
 * the end (a button does it too, for the keyboard, or to retry).
 */
export const ConversationList = observer(function ConversationList() {
  const app = useOwnerApp()
  const { inbox } = app
  const t = useOwnerT()
  const id = useId()
  const conversations = inbox.conversations
  const footer = inbox.hasMore || inbox.moreStatus === 'failed'
  const loadMore = useCallback(() => void inbox.loadMore(), [inbox])
  return (
    <section className="ow-column ow-column--list" aria-labelledby={`${id}-title`}>
      <header className="ow-column__header ow-column__header--stack">
        <h1 id={`${id}-title`} className="ow-column__title">
          {t('inbox.conversations')}
        </h1>
        <SearchBox
          label={t('inbox.search')}
          placeholder={t('inbox.searchPlaceholder')}
          value={inbox.query}
          onChange={(query) => inbox.setQuery(query)}
          onSubmit={() => inbox.applySearch()}
        />
        <InboxFilters />
      </header>
      <ListState />
      <VirtualList
        items={conversations}
        rowPx={CONVERSATION_ROW_PX}
        overscan={6}
        name={{ labelledBy: `${id}-title` }}
        itemKey={(conversation) => conversation.customerId}
        row={(conversation) => <ConversationRow conversation={conversation} />}
        footer={footer ? <MoreRow /> : undefined}
        onNearEnd={inbox.hasMore && inbox.moreStatus === 'idle' ? loadMore : undefined}
        nearEnd={LOAD_MORE_WITHIN_ROWS}
      />
    </section>
  )
})

/** Loading, failure and empty states of the list. */
const ListState = observer(function ListState() {
  const { inbox } = useOwnerApp()
  const t = useOwnerT()
  if (inbox.status === 'failed')
    return <ListFailed message={inbox.error ?? ''} retry={t('inbox.retry')} onRetry={() => void inbox.load()} />
  if (inbox.status === 'loading' && inbox.conversations.length === 0) {
    return (
      <p className="ow-list__state ow-status" role="status">
        {t('inbox.loading')}
      </p>
    )
  }
  if (!inbox.loaded || inbox.conversations.length > 0) return null
  if (inbox.filter.label !== undefined || inbox.filter.assigned !== undefined)
    return (
      <p className="ow-list__state ow-status" role="status">
        {t('labels.noMatch')}
      </p>
    )
  return inbox.search ? (
    <p className="ow-list__state ow-status" role="status">
      {t('inbox.noResults', { search: inbox.search })}
    </p>
  ) : (
    <div className="ow-list__state">
      <p className="ow-list__empty-title">{t('inbox.empty')}</p>
      <p className="ow-status">{t('inbox.emptyHint')}</p>
    </div>
  )
})

/** The last row while more conversations remain: loads them (also by itself as it comes into view). */
const MoreRow = observer(function MoreRow() {
  const { inbox } = useOwnerApp()
  const t = useOwnerT()
  return (
    <div className="ow-more">
      {inbox.moreStatus === 'loading' ? (
        <p className="ow-status" role="status">
          {t('inbox.loadingMore')}
        </p>
      ) : (
        <button type="button" className="ow-button ow-button--small" onClick={() => void inbox.loadMore()}>
          {inbox.moreStatus === 'failed' ? t('inbox.retry') : t('inbox.loadMore')}
        </button>
      )}
    </div>
  )
})

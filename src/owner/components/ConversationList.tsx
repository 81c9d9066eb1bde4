import { useVirtualizer } from '@tanstack/react-virtual'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useId, useRef } from 'react'
import { unlaidFallbacks } from '../../ui/virtual-list'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { ConversationRow } from './ConversationRow'

/** Estimated height (px) of a conversation row until it is measured. */
export const CONVERSATION_ROW_PX = 76
/** The next page is asked for when the owner comes within this many rows of the end. */
const LOAD_MORE_WITHIN_ROWS = 5

/**
 * The inbox list: a search box (phone or text, debounced, Enter runs it at
 * once) over the conversations, newest activity first, virtualised with
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
  const count = conversations.length + (footer ? 1 : 0)
  const scroller = useRef<HTMLDivElement>(null)
  const estimateSize = useCallback(() => CONVERSATION_ROW_PX, [])
  const list = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize,
    ...unlaidFallbacks,
    overscan: 6,
  })
  const items = list.getVirtualItems()
  const lastIndex = items[items.length - 1]?.index ?? -1

  useEffect(() => {
    if (inbox.hasMore && inbox.moreStatus === 'idle' && lastIndex >= conversations.length - LOAD_MORE_WITHIN_ROWS)
      void inbox.loadMore()
  }, [inbox, inbox.hasMore, inbox.moreStatus, lastIndex, conversations.length])

  return (
    <section className="ow-column ow-column--list" aria-labelledby={`${id}-title`}>
      <header className="ow-column__header ow-column__header--stack">
        <h1 id={`${id}-title`} className="ow-column__title">
          {t('inbox.conversations')}
        </h1>
        <form
          role="search"
          className="ow-search"
          onSubmit={(event) => {
            event.preventDefault()
            inbox.applySearch()
          }}
        >
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            {t('inbox.search')}
          </label>
          <input
            id={`${id}-search`}
            className="ow-input ow-search__input"
            type="search"
            placeholder={t('inbox.searchPlaceholder')}
            value={inbox.query}
            onChange={(event) => inbox.setQuery(event.target.value)}
          />
        </form>
      </header>
      <ListState />
      <div ref={scroller} className="ow-list" hidden={conversations.length === 0}>
        <div
          className="ow-list__inner"
          role="list"
          aria-labelledby={`${id}-title`}
          style={{ height: list.getTotalSize() }}
        >
          {items.map((item) => {
            const conversation = conversations[item.index]
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={list.measureElement}
                className="ow-list__row"
                role="listitem"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {conversation ? <ConversationRow conversation={conversation} /> : <MoreRow />}
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
})

/** Loading, failure and empty states of the list. */
const ListState = observer(function ListState() {
  const { inbox } = useOwnerApp()
  const t = useOwnerT()
  if (inbox.status === 'failed') {
    return (
      <div className="ow-list__state">
        <p className="ow-error" role="alert">
          {inbox.error}
        </p>
        <button type="button" className="ow-button" onClick={() => void inbox.load()}>
          {t('inbox.retry')}
        </button>
      </div>
    )
  }
  if (inbox.status === 'loading' && inbox.conversations.length === 0) {
    return (
      <p className="ow-list__state ow-status" role="status">
        {t('inbox.loading')}
      </p>
    )
  }
  if (!inbox.loaded || inbox.conversations.length > 0) return null
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

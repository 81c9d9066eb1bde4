import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActivitySubject } from '../../../contract/owner-activity'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { useOwnerT } from '../i18n'
import { formatDateTime } from '../panel-kit/format'
import { entryText, timeAgo } from './activity-line'
import { ActivityStore } from './activity-store'
import './activity.css'

/**
 * An 'Activity' disclosure: who changed the subject (an item, a settings
 * section), what and when, newest first, loaded when opened, with older
 * pages on demand. `changed` is anything that differs after a save (the
 * item's version, the section's latest change): an open list reloads then.
 */
export const ActivityPanel = observer(function ActivityPanel({
  api,
  subject,
  subjectId,
  changed,
}: {
  api: OwnerHttpClient
  subject: ActivitySubject
  subjectId: string
  changed?: string | number
}) {
  const t = useOwnerT()
  const { i18n } = useTranslation()
  const store = useMemo(() => new ActivityStore(api, subject, subjectId), [api, subject, subjectId])
  const [open, setOpen] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (open) void store.load()
  }, [open, store, changed])

  const older = async () => {
    const shown = store.entries.length
    await store.more()
    // Focus the first of the older entries, so a keyboard user goes on reading where they were.
    list.current?.querySelectorAll<HTMLElement>('li')[shown]?.focus()
  }

  return (
    <details className="ow-activity" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('activity.title')}</summary>
      {store.failure && (
        <p role="alert" className="ow-activity__failure">
          {store.failure.message ?? t('activity.failed')}{' '}
          <button type="button" className="ow-button ow-button--quiet" onClick={() => void store.load()}>
            {t('activity.retry')}
          </button>
        </p>
      )}
      {store.list.loaded && store.entries.length === 0 && <p className="ow-muted">{t('activity.none')}</p>}
      {store.entries.length > 0 && (
        <ul ref={list} aria-busy={store.loading || undefined}>
          {store.entries.map((entry) => (
            <li key={entry._id} tabIndex={-1}>
              {t('activity.line', {
                who: entry.by,
                what: entryText(t, entry),
                when: timeAgo(entry.at, i18n.language || 'en'),
              })}{' '}
              <time dateTime={entry.at} className="ow-activity__when">
                ({formatDateTime(entry.at)})
              </time>
            </li>
          ))}
        </ul>
      )}
      {store.loading && (
        <p className="ow-muted" role="status">
          {t('activity.loading')}
        </p>
      )}
      {store.list.hasMore && !store.loading && !store.failure && (
        <button type="button" className="ow-button ow-button--quiet" onClick={() => void older()}>
          {t('activity.more')}
        </button>
      )}
    </details>
  )
})

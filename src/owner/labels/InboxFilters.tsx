import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { AssignedFilter } from '../../../contract/owner-inbox'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import './labels.css'

const WHO = ['all', 'mine', 'unassigned'] as const

/**
 * The inbox list's filters under the search box: All, Mine and Unassigned (once the shop has two owners or more), and
 * a label. Loads the labels and the team, and follows the other owners' changes of the labels.
 */
export const InboxFilters = observer(function InboxFilters() {
  const app = useOwnerApp()
  const { inbox } = app
  const { labels, team } = app.panels
  const t = useOwnerT()
  useEffect(() => {
    void labels.load()
    void team.load()
    return labels.connect()
  }, [labels, team])
  const who = inbox.filter.assigned ?? 'all'
  const setWho = (choice: (typeof WHO)[number]) => {
    const assigned: AssignedFilter | undefined = choice === 'all' ? undefined : choice
    inbox.setFilter({ label: inbox.filter.label, assigned })
  }
  return (
    <div className="ow-inbox-filters">
      {team.owners.length > 1 && (
        <div role="group" aria-label={t('labels.filterWho')} className="ow-inbox-filters__who">
          {WHO.map((choice) => (
            <button key={choice} type="button" aria-pressed={who === choice} onClick={() => setWho(choice)}>
              {t(`labels.${choice}`)}
            </button>
          ))}
        </div>
      )}
      <select
        aria-label={t('labels.filterLabel')}
        value={inbox.filter.label ?? ''}
        onChange={(event) =>
          inbox.setFilter({ label: event.target.value || undefined, assigned: inbox.filter.assigned })
        }
      >
        <option value="">{t('labels.allLabels')}</option>
        {labels.all.map((label) => (
          <option key={label.id} value={label.id}>
            {label.name}
          </option>
        ))}
      </select>
    </div>
  )
})

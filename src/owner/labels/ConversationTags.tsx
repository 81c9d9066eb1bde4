import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { ownerLabel } from '../team/team-store'
import { LabelChip } from './LabelChip'
import './labels.css'

/**
 * The open conversation's labels (each with a × to take it off), Labels to put others on or take them off, and, once
 * the shop has two owners or more, who the conversation is given to.
 */
export const ConversationTags = observer(function ConversationTags({ customerId }: { customerId: string }) {
  const app = useOwnerApp()
  const { labels, team } = app.panels
  const t = useOwnerT()
  const id = useId()
  const [picking, setPicking] = useState(false)
  const row = app.inbox.conversation(customerId)
  const ids = row?.labelIds ?? []
  const failed = labels.labelling.failed || labels.assigning.failed
  return (
    <div className="ow-tags" role="group" aria-label={t('labels.onConversation')}>
      <ul className="ow-tags__chips">
        {labels.shown(ids).map((label) => (
          <li key={label.id}>
            <LabelChip
              label={label}
              remove={t('labels.remove', { name: label.name })}
              onRemove={() => void labels.toggle(customerId, label.id, false)}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="ow-button ow-button--small"
        aria-expanded={picking}
        aria-controls={`${id}-pick`}
        onClick={() => setPicking(!picking)}
      >
        {t('labels.manage')}
      </button>
      {team.owners.length > 1 && (
        <label className="ow-tags__assign">
          {t('labels.assignedTo')}
          <select
            value={row?.assignedTo ?? ''}
            disabled={labels.assigning.busy}
            onChange={(event) => void labels.assign(customerId, event.target.value || null)}
          >
            <option value="">{t('labels.nobody')}</option>
            {team.owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.you ? t('labels.you', { name: ownerLabel(owner) }) : ownerLabel(owner)}
              </option>
            ))}
          </select>
        </label>
      )}
      {picking && (
        <fieldset id={`${id}-pick`} className="ow-tags__picker">
          <legend>{t('labels.pick')}</legend>
          <ul className="ow-tags__options">
            {labels.all.map((label) => (
              <li key={label.id}>
                <label className="ow-tags__option">
                  <input
                    type="checkbox"
                    checked={ids.includes(label.id)}
                    disabled={labels.labelling.busy}
                    onChange={(event) => void labels.toggle(customerId, label.id, event.target.checked)}
                  />
                  <LabelChip label={label} />
                </label>
              </li>
            ))}
          </ul>
          <button type="button" className="ow-button ow-button--small" onClick={() => setPicking(false)}>
            {t('labels.done')}
          </button>
        </fieldset>
      )}
      {failed && (
        <p className="ow-error" role="alert">
          {t('labels.failed')}
        </p>
      )}
    </div>
  )
})

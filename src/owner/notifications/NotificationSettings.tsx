import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { OWNER_PUSH_KINDS } from '../../../contract/push'
import { useOwnerT } from '../i18n'
import type { NotificationsStore } from './notifications-store'

const DEFAULT_QUIET = { from: '22:00', to: '07:00' }

/** The owner's choices, for all their devices: which kinds, and quiet hours. Each change is saved at once. */
export const NotificationSettings = observer(function NotificationSettings({ store }: { store: NotificationsStore }) {
  const t = useOwnerT()
  const id = useId()
  useEffect(() => void store.loadSettings(), [store])
  const settings = store.settings
  if (!settings) return null
  const quiet = settings.quietHours
  return (
    <div className="ow-form">
      <fieldset className="ow-notifications__fieldset">
        <legend className="ow-form__label">{t('notifications.kindsLegend')}</legend>
        {OWNER_PUSH_KINDS.map((kind) => (
          <label key={kind} className="ow-notifications__check">
            <input
              type="checkbox"
              checked={settings.kinds.includes(kind)}
              onChange={(event) => store.toggleKind(kind, event.target.checked)}
            />
            {t(`notifications.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <label className="ow-notifications__check">
        <input
          type="checkbox"
          checked={quiet !== null}
          onChange={(event) => store.setQuietHours(event.target.checked ? DEFAULT_QUIET : null)}
        />
        {t('notifications.quiet')}
      </label>
      {quiet && (
        <div className="ow-notifications__quiet">
          <label htmlFor={`${id}-from`}>{t('notifications.quietFrom')}</label>
          <input
            id={`${id}-from`}
            className="ow-input"
            type="time"
            value={quiet.from}
            onChange={(event) => event.target.value && store.setQuietHours({ ...quiet, from: event.target.value })}
          />
          <label htmlFor={`${id}-to`}>{t('notifications.quietTo')}</label>
          <input
            id={`${id}-to`}
            className="ow-input"
            type="time"
            value={quiet.to}
            onChange={(event) => event.target.value && store.setQuietHours({ ...quiet, to: event.target.value })}
          />
        </div>
      )}
      <p className="ow-muted" role="status">
        {store.choices.busy ? t('notifications.saving') : ''}
      </p>
      {store.choices.failed && (
        <p className="ow-error" role="alert">
          {t('notifications.saveFailed')}
        </p>
      )}
    </div>
  )
})

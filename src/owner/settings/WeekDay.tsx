import { observer } from 'mobx-react-lite'
import type { Weekday } from '../../../contract/settings'
import { useOwnerT } from '../i18n'
import type { SectionForm } from '../panel-kit/section-form'
import type { HoursForm } from './settings-store'
import { Switch } from './SettingsField'

/** One day of the week in the hours form: open or closed, its opening and closing time, and their error. */
export const WeekDay = observer(function WeekDay({ section, day }: { section: SectionForm<HoursForm>; day: Weekday }) {
  const t = useOwnerT()
  const hours = section.form!.week[day]
  const dayName = t(`settings.hours.days.${day}`)
  const error = section.fieldError(`week.${day}`)
  const time = (which: 'opens' | 'closes') => (
    <input
      type="time"
      className="ow-input"
      aria-label={t(`settings.hours.${which}`, { day: dayName })}
      aria-invalid={error ? true : undefined}
      value={hours[which]}
      onChange={(event) => section.change(hours, which, event.target.value)}
    />
  )
  return (
    <div className="ow-settings__day">
      <Switch label={dayName} checked={hours.open} onChecked={(on) => section.change(hours, 'open', on)} />
      {hours.open ? (
        <span className="ow-settings__times">
          {time('opens')}
          {time('closes')}
        </span>
      ) : (
        <span className="ow-muted">{t('settings.hours.closed')}</span>
      )}
      {error && <p className="ow-settings__error">{error}</p>}
    </div>
  )
})

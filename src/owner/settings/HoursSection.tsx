import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { WEEKDAYS } from '../../../contract/settings'
import { useOwnerT } from '../i18n'
import { ActivityPanel } from '../activity/ActivityPanel'
import { SaveRow } from '../panel-kit/SaveRow'
import { HolidaysField } from './HolidaysField'
import { SectionFrame } from './SectionFrame'
import type { SettingsStore } from './settings-store'
import { SettingsField, Switch, TextField } from './SettingsField'
import { WeekDay } from './WeekDay'
import { TranslatedTextFields } from './TranslatedTextFields'

/** The time zones this browser knows (Asia/Kolkata first). */
const zones = (current: string) => {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set([current, 'Asia/Kolkata', ...known])]
}

/** Opening hours per weekday with the time zone, holidays, the away message, and 'Pause orders'. */
export const HoursSection = observer(function HoursSection({ store }: { store: SettingsStore }) {
  const t = useOwnerT()
  const id = useId()
  const section = store.hours
  const form = section.form!
  const status = store.settings!.status
  const error = (field: string) => section.fieldError(field)
  return (
    <SectionFrame
      id={id}
      title={t('settings.hours.title')}
      intro={
        <p className="ow-muted" role="status">
          {status.open
            ? t('settings.hours.nowOpen')
            : status.reopens
              ? t('settings.hours.nowAway', { time: status.reopens })
              : t('settings.hours.nowClosed')}
        </p>
      }
      onSubmit={() => void store.saveHours()}
      activity={<ActivityPanel {...store.activityOf('hours')} />}
    >
      <Switch
        label={t('settings.hours.enabled')}
        checked={form.hoursEnabled}
        onChecked={(on) => section.change(form, 'hoursEnabled', on)}
      />
      <Switch
        label={t('settings.hours.onlyWhileOwnerSignedIn')}
        checked={form.onlyWhileOwnerSignedIn ?? false}
        onChecked={(on) => section.change(form, 'onlyWhileOwnerSignedIn', on)}
      />
      <SettingsField id={`${id}-zone`} label={t('settings.hours.timeZone')} error={error('timeZone')}>
        {(control) => (
          <select
            {...control}
            className="ow-input"
            value={form.timeZone}
            onChange={(event) => section.change(form, 'timeZone', event.target.value)}
          >
            {zones(form.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        )}
      </SettingsField>
      <fieldset className="ow-settings__fieldset">
        <legend className="ow-form__label">{t('settings.hours.week')}</legend>
        {WEEKDAYS.map((day) => (
          <WeekDay key={day} section={section} day={day} />
        ))}
      </fieldset>
      <HolidaysField section={section} />
      <TextField
        id={`${id}-away`}
        label={t('settings.hours.awayMessage')}
        error={error('awayMessage')}
        rows={2}
        value={form.awayMessage}
        onValue={(value) => section.change(form, 'awayMessage', value)}
      />
      <TranslatedTextFields
        id={id}
        field="awayMessage"
        values={form}
        label={(language) => t('settings.hours.awayMessageIn', { language })}
        error={error}
        rows={2}
        onValue={(key, value) => section.change(form, key as 'awayMessage@hi', value)}
      />
      <Switch
        label={t('settings.hours.pauseOrders')}
        checked={form.pauseOrders}
        onChecked={(on) => section.change(form, 'pauseOrders', on)}
      />
      <TextField
        id={`${id}-pause`}
        label={t('settings.hours.pauseMessage')}
        error={error('pauseMessage')}
        hint={t('settings.hours.pauseHint')}
        rows={2}
        value={form.pauseMessage}
        onValue={(value) => section.change(form, 'pauseMessage', value)}
      />
      <SaveRow form={section} label={t('settings.hours.save')} disabled={store.busy} />
    </SectionFrame>
  )
})

import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { WEEKDAYS } from '../../../contract/settings'
import { useOwnerT } from '../i18n'
import { ActivityPanel } from '../activity/ActivityPanel'
import { SaveRow } from './PaymentsSection'
import type { SettingsStore } from './settings-store'
import { SettingsField } from './SettingsField'

/** The time zones this browser knows (Asia/Kolkata first). */
const zones = (current: string) => {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set([current, 'Asia/Kolkata', ...known])]
}

/** Opening hours per weekday with the time zone, holidays, the away message, and 'Pause orders'. */
export const HoursSection = observer(function HoursSection({ store }: { store: SettingsStore }) {
  const t = useOwnerT()
  const id = useId()
  const [holiday, setHoliday] = useState('')
  const form = store.hours!
  const status = store.settings!.status
  const error = (field: string) => store.fieldError('hours', field)
  return (
    <section className="ow-settings__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ow-heading">
        {t('settings.hours.title')}
      </h3>
      <p className="ow-muted" role="status">
        {status.open
          ? t('settings.hours.nowOpen')
          : status.reopens
            ? t('settings.hours.nowAway', { time: status.reopens })
            : t('settings.hours.nowClosed')}
      </p>
      <form
        className="ow-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void store.saveHours()
        }}
      >
        <label className="ow-settings__switch">
          <input
            type="checkbox"
            checked={form.hoursEnabled}
            onChange={(event) => store.change(form, 'hoursEnabled', event.target.checked)}
          />
          {t('settings.hours.enabled')}
        </label>
        <label className="ow-settings__switch">
          <input
            type="checkbox"
            checked={form.onlyWhileOwnerSignedIn ?? false}
            onChange={(event) => store.change(form, 'onlyWhileOwnerSignedIn', event.target.checked)}
          />
          {t('settings.hours.onlyWhileOwnerSignedIn')}
        </label>
        <SettingsField id={`${id}-zone`} label={t('settings.hours.timeZone')} error={error('timeZone')}>
          {(control) => (
            <select
              {...control}
              className="ow-input"
              value={form.timeZone}
              onChange={(event) => store.change(form, 'timeZone', event.target.value)}
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
          {WEEKDAYS.map((day) => {
            const hours = form.week[day]
            const dayName = t(`settings.hours.days.${day}`)
            const spanError = error(`week.${day}.0.opens`) ?? error(`week.${day}.0.closes`) ?? error(`week.${day}`)
            return (
              <div key={day} className="ow-settings__day">
                <label className="ow-settings__switch">
                  <input
                    type="checkbox"
                    checked={hours.open}
                    onChange={(event) => store.change(hours, 'open', event.target.checked)}
                  />
                  {dayName}
                </label>
                {hours.open ? (
                  <span className="ow-settings__times">
                    <input
                      type="time"
                      className="ow-input"
                      aria-label={t('settings.hours.opens', { day: dayName })}
                      aria-invalid={spanError ? true : undefined}
                      value={hours.opens}
                      onChange={(event) => store.change(hours, 'opens', event.target.value)}
                    />
                    <input
                      type="time"
                      className="ow-input"
                      aria-label={t('settings.hours.closes', { day: dayName })}
                      aria-invalid={spanError ? true : undefined}
                      value={hours.closes}
                      onChange={(event) => store.change(hours, 'closes', event.target.value)}
                    />
                  </span>
                ) : (
                  <span className="ow-muted">{t('settings.hours.closed')}</span>
                )}
                {spanError && <p className="ow-settings__error">{spanError}</p>}
              </div>
            )
          })}
        </fieldset>
        <fieldset className="ow-settings__fieldset">
          <legend className="ow-form__label">{t('settings.hours.holidays')}</legend>
          <div className="ow-settings__times">
            <input
              type="date"
              className="ow-input"
              aria-label={t('settings.hours.holidayDate')}
              value={holiday}
              onChange={(event) => setHoliday(event.target.value)}
            />
            <button
              type="button"
              className="ow-button"
              disabled={holiday === ''}
              onClick={() => {
                store.change(form, 'holidays', [...new Set([...form.holidays, holiday])].sort())
                setHoliday('')
              }}
            >
              {t('settings.hours.addHoliday')}
            </button>
          </div>
          <ul className="ow-settings__holidays">
            {form.holidays.map((date, index) => (
              <li key={date}>
                {date}{' '}
                <button
                  type="button"
                  className="ow-button ow-button--quiet ow-button--small"
                  aria-label={t('settings.hours.removeHoliday', { date })}
                  onClick={() =>
                    store.change(
                      form,
                      'holidays',
                      form.holidays.filter((other) => other !== date),
                    )
                  }
                >
                  ×
                </button>
                {error(`holidays.${index}`) && <span className="ow-settings__error">{error(`holidays.${index}`)}</span>}
              </li>
            ))}
          </ul>
        </fieldset>
        <SettingsField id={`${id}-away`} label={t('settings.hours.awayMessage')} error={error('awayMessage')}>
          {(control) => (
            <textarea
              {...control}
              className="ow-input"
              rows={2}
              value={form.awayMessage}
              onChange={(event) => store.change(form, 'awayMessage', event.target.value)}
            />
          )}
        </SettingsField>
        <label className="ow-settings__switch">
          <input
            type="checkbox"
            checked={form.pauseOrders}
            onChange={(event) => store.change(form, 'pauseOrders', event.target.checked)}
          />
          {t('settings.hours.pauseOrders')}
        </label>
        <SettingsField
          id={`${id}-pause`}
          label={t('settings.hours.pauseMessage')}
          error={error('pauseMessage')}
          hint={t('settings.hours.pauseHint')}
        >
          {(control) => (
            <textarea
              {...control}
              className="ow-input"
              rows={2}
              value={form.pauseMessage}
              onChange={(event) => store.change(form, 'pauseMessage', event.target.value)}
            />
          )}
        </SettingsField>
        <SaveRow store={store} section="hours" />
      </form>
      <ActivityPanel api={store.api} subject="settings" subjectId="hours" changed={store.settings!.activity[0]?._id} />
    </section>
  )
})

import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useOwnerT } from '../i18n'
import type { SectionForm } from '../panel-kit/section-form'
import type { HoursForm } from './settings-store'

/** The hours form's holidays: a date to add, and the dates (sorted, each once) with their 'remove'. */
export const HolidaysField = observer(function HolidaysField({ section }: { section: SectionForm<HoursForm> }) {
  const t = useOwnerT()
  const [holiday, setHoliday] = useState('')
  const form = section.form!
  return (
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
            section.change(form, 'holidays', [...new Set([...form.holidays, holiday])].sort())
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
                section.change(
                  form,
                  'holidays',
                  form.holidays.filter((other) => other !== date),
                )
              }
            >
              ×
            </button>
            {section.fieldError(`holidays.${index}`) && (
              <span className="ow-settings__error">{section.fieldError(`holidays.${index}`)}</span>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  )
})

import { useId } from 'react'
import {
  SERVICE_SLOT_MAX_DAYS,
  SERVICE_SLOTS,
  indianDate,
  slotDateProblem,
  type ServiceSlot,
  type ServiceSlotName,
} from '../../../../contract/service-slot'
import { useEngine, useWidgetT } from '../../../engine/react'
import { addQuoteStrings } from './quote-strings'
import './service-slot.css'

/** What the customer has picked so far: a date (YYYY-MM-DD, or '') and a slot (or ''). */
export interface SlotChoice {
  date: string
  slot: ServiceSlotName | ''
}

/** The picked slot when both parts are there and the date can be booked `now`; else null. */
export function completeSlot(choice: SlotChoice, now: Date): ServiceSlot | null {
  if (choice.date === '' || choice.slot === '' || slotDateProblem(choice.date, now) !== null) return null
  return { date: choice.date, slot: choice.slot }
}

/**
 * The preferred date and time slot of a service: a date from today (Indian
 * time) to SERVICE_SLOT_MAX_DAYS ahead, and one of three slots (Morning 9–12,
 * Afternoon 12–4, Evening 4–8) as radio buttons, which read well on a phone
 * and say the hours. A past or too-far date says why under the field.
 */
export function ServiceSlotPicker({ value, onChange }: { value: SlotChoice; onChange: (next: SlotChoice) => void }) {
  const engine = useEngine()
  addQuoteStrings(engine.i18n)
  const t = useWidgetT('quotes')
  const id = useId()
  const now = new Date(engine.now())
  const problem = value.date === '' ? null : slotDateProblem(value.date, now)
  return (
    <fieldset className="vw-slot">
      <legend className="vw-slot__legend">{t('slot.legend')}</legend>
      <label className="vw-slot__label" htmlFor={`${id}-date`}>
        {t('slot.date')}
      </label>
      <input
        id={`${id}-date`}
        className="vw-slot__date"
        type="date"
        min={indianDate(now)}
        max={indianDate(now, SERVICE_SLOT_MAX_DAYS)}
        value={value.date}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange({ ...value, date: event.target.value })}
      />
      {problem && (
        <p id={`${id}-problem`} className="vw-slot__problem" role="alert">
          {problem === 'past' ? t('slot.past') : t('slot.tooFar', { days: SERVICE_SLOT_MAX_DAYS })}
        </p>
      )}
      <div className="vw-slot__slots" role="radiogroup" aria-label={t('slot.time')}>
        {SERVICE_SLOTS.map((slot) => (
          <label key={slot} className="vw-slot__slot">
            <input
              type="radio"
              name={`${id}-slot`}
              value={slot}
              checked={value.slot === slot}
              onChange={() => onChange({ ...value, slot })}
            />
            <span>{t(`slot.${slot}`)}</span>
          </label>
        ))}
      </div>
      <p className="vw-slot__hint">{t('slot.hint')}</p>
    </fieldset>
  )
}

export default ServiceSlotPicker

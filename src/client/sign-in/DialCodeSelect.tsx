import type { SelectHTMLAttributes } from 'react'
import { DIAL_CODES, dialCodeLabel } from './dial-codes'

/**
 * The country-code selector of every phone field (sign-in, the enquiry's visitor, the owner's new team member): the
 * dial codes offered, the chosen one `value`; other attributes (id, class, accessible name) are the select's own.
 *
 * @example
 * <DialCodeSelect id={`${id}-country`} className="ow-input" value={store.countryCode} onChange={store.setCountryCode} />
 */
export function DialCodeSelect({
  value,
  onChange,
  ...attributes
}: { value: string; onChange(code: string): void } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
>) {
  return (
    <select {...attributes} value={value} onChange={(event) => onChange(event.target.value)}>
      {DIAL_CODES.map((dial) => (
        <option key={dial.code} value={dial.code}>
          {dialCodeLabel(dial)}
        </option>
      ))}
    </select>
  )
}

import type { SelectHTMLAttributes } from 'react'

/** One choice of the country-code selector. */
export interface DialCode {
  /** `+` and digits, as sent in `countryCode`. */
  code: string
  /** The country (or countries sharing the code) as region codes: ['IN'], ['CA', 'US']. */
  regions: string[]
}

/** The default country code (India), as the contact form has it. */
export { DEFAULT_COUNTRY_CODE } from '../../../contract/contact'

/**
 * The dial codes offered (about 50), India first, then by country
 * name. Codes are unique so the select's value identifies one entry; countries
 * sharing a code are named together. Countries are region codes (`'+91 IN'`, `'+1 CA US'`): `dialCodeLabel` names
 * them in the reader's language.
 */
export const DIAL_CODES: readonly DialCode[] = (
  '+91 IN,+93 AF,+54 AR,+61 AU,+43 AT,+973 BH,+880 BD,+32 BE,+975 BT,+55 BR,+1 CA US,+86 CN,' +
  '+45 DK,+20 EG,+358 FI,+33 FR,+49 DE,+30 GR,+852 HK,+62 ID,+98 IR,+964 IQ,+353 IE,+972 IL,' +
  '+39 IT,+81 JP,+254 KE,+965 KW,+60 MY,+960 MV,+230 MU,+52 MX,+977 NP,+31 NL,+64 NZ,+234 NG,' +
  '+47 NO,+968 OM,+92 PK,+63 PH,+48 PL,+351 PT,+974 QA,+7 RU KZ,+966 SA,+65 SG,+27 ZA,+82 KR,' +
  '+34 ES,+94 LK,+46 SE,+41 CH,+66 TH,+90 TR,+971 AE,+44 GB,+84 VN'
)
  .split(',')
  .map((entry) => {
    const [code, ...regions] = entry.split(' ')
    return { code: code!, regions }
  })

/**
 * A choice's text in the reader's language (the page's, `<html lang>`), its countries named by `Intl.DisplayNames`.
 *
 * @example
 * dialCodeLabel({ code: '+1', regions: ['CA', 'US'] }) // '+1 Canada, United States' on an English page
 * dialCodeLabel({ code: '+91', regions: ['IN'] })   // '+91 भारत' on a Hindi page
 */
export function dialCodeLabel(dial: DialCode): string {
  const names = new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'region' })
  return `${dial.code} ${dial.regions.map((region) => names.of(region)).join(', ')}`
}

/**
 * The country-code selector of every phone field (sign-in, the enquiry's visitor, the owner's new team member): the
 * dial codes offered, the chosen one `value`; other attributes (id, class, accessible name) are the select's own.
 *
 * @example
 * <DialCodeSelect id={`${id}-country`} className="ow-input" value={store.countryCode} onChange={setCountryCode} />
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

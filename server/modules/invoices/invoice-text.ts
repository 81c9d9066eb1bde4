import type { Language } from '../../../contract/language.js'
import strings from '../../../locales/en/invoice.json'
import { localeFiles } from '../../text/locale-files.js'

type Strings = typeof strings
/** Every key of `locales/en/invoice.json`, e.g. `label.total`. */
export type InvoiceTextKey = {
  [Group in keyof Strings]: `${Group & string}.${keyof Strings[Group] & string}`
}[keyof Strings]

/**
 * A text of the invoice in `language`, from `locales/<language>/invoice.json`, `{{name}}` filled from `values`.
 *
 * @example
 * invoiceText('label.cgst', { rate: 2.5 }, 'hi') // 'CGST 2.5%'
 */
export function invoiceText(key: InvoiceTextKey, values: Record<string, string | number>, language: Language): string {
  const [group, name] = key.split('.') as [string, string]
  const template = localeFiles.invoice[language][group]?.[name] ?? localeFiles.invoice.en[group]![name]!
  return template.replace(/\{\{(\w+)\}\}/g, (whole, placeholder: string) =>
    placeholder in values ? String(values[placeholder]) : whole,
  )
}

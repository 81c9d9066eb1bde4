import type { Language } from '../../../contract/language.js'
import { invoiceText } from './invoice-text.js'

/**
 * A whole number in words in the Indian system (hundred, thousand, lakh, crore), in `language`; the words come from
 * `locales/<language>/invoice.json` (`words.*`), since Hindi and Marathi name each number up to 99 by its own word.
 *
 * @example
 * numberWords(123456, 'en') // 'one lakh twenty-three thousand four hundred fifty-six'
 */
export function numberWords(value: number, language: Language): string {
  const small = invoiceText('words.upTo99', {}, language).split('|')
  const say = (n: number): string[] => {
    if (n === 0) return []
    if (n >= 1_00_00_000) return [scale('words.crore', Math.floor(n / 1_00_00_000)), ...say(n % 1_00_00_000)]
    if (n >= 1_00_000) return [scale('words.lakh', Math.floor(n / 1_00_000)), ...say(n % 1_00_000)]
    if (n >= 1000) return [scale('words.thousand', Math.floor(n / 1000)), ...say(n % 1000)]
    if (n >= 100) return [scale('words.hundred', Math.floor(n / 100)), ...say(n % 100)]
    return [small[n]!]
  }
  const scale = (key: Parameters<typeof invoiceText>[0], n: number) =>
    invoiceText(key, { n: say(n).join(' ') }, language)
  return value === 0 ? small[0]! : say(Math.floor(value)).join(' ')
}

/**
 * An amount of paise in words, as an invoice writes its total.
 *
 * @example
 * amountInWords(12345650, 'en') // 'rupees one lakh twenty-three thousand four hundred fifty-six and fifty paise only'
 */
export function amountInWords(paise: number, language: Language): string {
  const rupees = invoiceText('words.rupees', { words: numberWords(Math.floor(paise / 100), language) }, language)
  const rest = paise % 100
  const amount =
    rest === 0 ? rupees : invoiceText('words.withPaise', { rupees, paise: numberWords(rest, language) }, language)
  return invoiceText('words.only', { amount }, language)
}

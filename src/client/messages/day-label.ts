import type { DayKey } from './day-groups'

/**
 * The heading of a day group (docs/product.md, 'Screens and routes'): 'Today', 'Yesterday' (translated by `t`),
 * or the full date in the widget's locale (default en-IN).
 *
 * @example
 * formatDayLabel('2026-11-20', (key) => engine.t(key)) // 'Friday, 20 November 2026'
 */
export function formatDayLabel(
  day: DayKey,
  t: (key: 'widget:chat.today' | 'widget:chat.yesterday') => string,
  locale = 'en-IN',
): string {
  if (day === 'today') return t('widget:chat.today')
  if (day === 'yesterday') return t('widget:chat.yesterday')
  const [year, month, date] = day.split('-').map(Number)
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(new Date(year!, month! - 1, date!))
}

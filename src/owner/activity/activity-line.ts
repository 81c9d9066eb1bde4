import { LANGUAGES, type Language } from '../../../contract/language'
import type { ActivityChange, ActivityEntry, ActivityValue } from '../../../contract/owner-activity'
import { languageName } from '../../ui/language-name'
import { formatRupees } from '../../ui/money'
import type { OwnerKey, OwnerT } from '../i18n'

/** Changes that add or remove a whole thing (a variant, a topic, a dispatch point) rather than change a field. */
const ADDED = new Set(['variants.added', 'packages.added', 'topics.added', 'added'])
const REMOVED = new Set(['variants.removed', 'packages.removed', 'topics.removed', 'deleted'])

/**
 * A field's name in a sentence ('price'); a field without a label is shown by its name; a field in another language
 * (`name@hi`) as its field's name with the language's ('name (हिन्दी)').
 */
function fieldName(t: OwnerT, field: string): string {
  const [base = field, language = ''] = field.split('@')
  // Looked up in the registry, not parsed (`asLanguage`): that would move code into the chunk the widget shares.
  if ((LANGUAGES as readonly string[]).includes(language))
    return `${fieldName(t, base)} (${languageName(language as Language)})`
  const key = `activity.fields.${field}` as OwnerKey
  const label = t(key)
  return label === key ? field : label
}

function valueText(t: OwnerT, value: ActivityValue, money: boolean): string {
  if (value === null || value === '') return t('activity.empty')
  if (typeof value === 'boolean') return t(value ? 'activity.on' : 'activity.off')
  if (typeof value === 'number' && money) return formatRupees(value)
  return typeof value === 'number' ? String(value) : `“${value}”`
}

/** One change in words: 'changed price of Regular from ₹120.00 to ₹140.00'. */
export function changeText(t: OwnerT, change: ActivityChange, subjectName: string): string {
  const option = change.option ?? ''
  if (ADDED.has(change.field)) return t('activity.change.added', { option })
  if (REMOVED.has(change.field)) return t('activity.change.removed', { option })
  const field = fieldName(t, change.field)
  if (change.field === 'position' && typeof change.from === 'number')
    return t('activity.change.moved', { name: subjectName, from: change.from, to: change.to as number })
  if (change.from === undefined || change.to === undefined)
    return t(change.option ? 'activity.change.changedOf' : 'activity.change.changed', { field, option })
  const money = change.money === true
  return t(change.option ? 'activity.change.valuesOf' : 'activity.change.values', {
    field,
    option,
    from: valueText(t, change.from, money),
    to: valueText(t, change.to, money),
  })
}

/** What an entry says was done, without who and when: the action, then its changes. */
export function entryText(t: OwnerT, entry: ActivityEntry): string {
  const name = entry.subjectName
  const changes = entry.changes.map((change) => changeText(t, change, name))
  switch (entry.action) {
    case 'edited':
    case 'stock':
    case 'reordered':
      return changes.length > 0 ? changes.join(t('activity.separator')) : t('activity.actions.edited', { name })
    case 'duplicated': {
      const source = entry.changes.find((change) => change.field === 'source')?.to
      return t('activity.actions.duplicated', { name, source: String(source ?? '') })
    }
    case 'imported':
      return [t('activity.actions.imported', { name }), ...changes].join(t('activity.separator'))
    default:
      return t(`activity.actions.${entry.action}`, { name })
  }
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/** How long ago `iso` was, in the largest whole unit ('2 min. ago', 'yesterday'), by `Intl.RelativeTimeFormat`. */
export function timeAgo(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000)
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1]
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }).format(
    Math.trunc(seconds / size),
    unit,
  )
}

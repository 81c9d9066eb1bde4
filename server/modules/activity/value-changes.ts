import type { ActivityChange, ActivityValue } from '../../../contract/owner-activity.js'

/** The longest text an entry keeps of a value; a longer one is cut with '…'. */
const SHOWN_TEXT = 80

/** How the fields of a record are shown: `withoutValues` ones (secrets, images) only as changed, `money` in rupees. */
export interface ValueRules {
  withoutValues?: readonly string[]
  money?: readonly string[]
  /** Set only on the changes of a variant or a package. */
  option?: string
}

/** A value an entry may show: a scalar, texts cut; anything else (a list, an object) is not shown. */
function shown(value: unknown): ActivityValue | undefined {
  if (value === null || value === undefined) return null
  if (typeof value === 'string')
    return [...value].length > SHOWN_TEXT ? `${[...value].slice(0, SHOWN_TEXT).join('')}…` : value
  if (typeof value === 'number' || typeof value === 'boolean') return value
  return undefined
}

/**
 * The fields whose values differ between `before` and `after` (compared as JSON), by name: with the old and
 * new values where they are scalars and not secret, else as changed.
 *
 * @example
 * valueChanges({ name: 'Chai', logo: 'a.png' }, { name: 'Masala chai', logo: 'b.png' }, {})
 * // [{ field: 'logo', from: 'a.png', to: 'b.png' }, { field: 'name', from: 'Chai', to: 'Masala chai' }]
 */
export function valueChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  rules: ValueRules = {},
): ActivityChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
  return names
    .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map((field) => {
      const change: ActivityChange = { field, ...(rules.option !== undefined && { option: rules.option }) }
      if (rules.withoutValues?.includes(field)) return change
      const from = shown(before[field])
      const to = shown(after[field])
      if (from === undefined || to === undefined) return change
      return { ...change, from, to, ...(rules.money?.includes(field) && { money: true }) }
    })
}

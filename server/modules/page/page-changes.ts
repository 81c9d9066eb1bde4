import type { PageChange } from '../../../contract/owner-page.js'
import type { Section } from '../../../contract/page.js'
import { readValues, type Fields } from '../../../src/registry/section-schema.js'
import { schemaOf, sectionTitle } from '../../../src/sections/section-title.js'

/**
 * What `after` changed from `before`, section by section (matched by `_id`),
 * in page order: sections added, removed, hidden, shown, moved, and the
 * fields whose values changed (by schema name). A version is named with
 * them ('Hero title, hid Final CTA'). A section is `moved` when it left the
 * longest run of sections that kept their order, so one move names one
 * section.
 *
 * @example
 * describeChanges(live, draft) // [{ kind: 'edited', name: 'Main Header', title: 'Fresh masalas', fields: ['title'] }]
 */
export function describeChanges(before: readonly Section[], after: readonly Section[]): PageChange[] {
  const old = new Map(before.map((section) => [section._id, section]))
  const kept = new Set(after.map((section) => section._id))
  const change = (kind: PageChange['kind'], section: Section, fields: string[] = []): PageChange => ({
    kind,
    name: section.name,
    title: sectionTitle(section),
    fields,
  })
  const changes: PageChange[] = []
  const moved = movedIds(
    ordered(before).filter((section) => kept.has(section._id)),
    ordered(after),
    old,
  )
  for (const section of ordered(after)) {
    const previous = old.get(section._id)
    if (!previous) {
      changes.push(change('added', section))
      continue
    }
    if (previous.status !== section.status) changes.push(change(section.status === 'hide' ? 'hid' : 'showed', section))
    if (moved.has(section._id)) changes.push(change('moved', section))
    const fields = changedFields(previous, section)
    if (fields.length > 0 || differs(previous, section)) changes.push(change('edited', section, fields))
  }
  for (const section of ordered(before)) if (!kept.has(section._id)) changes.push(change('removed', section))
  return changes
}

function ordered(sections: readonly Section[]): Section[] {
  return [...sections].sort((a, b) => a.indexPosition - b.indexPosition)
}

/**
 * The schema names of the fields whose values differ (lists and repeated fields compared whole); a field left empty
 * counts as its default, so saving the default the form showed changes nothing.
 */
function changedFields(before: Section, after: Section): string[] {
  const fields: Fields = schemaOf(after.name)?.fields ?? {}
  const read = (section: Section) => {
    const raw = readValues(fields, section.values)
    for (const [name, field] of Object.entries(fields)) {
      const found = raw[name]!
      if (field.kind !== 'list' && field.default !== undefined && found.length === 0) raw[name] = [field.default]
    }
    return raw
  }
  const was = read(before)
  const now = read(after)
  return Object.keys(fields).filter((name) => JSON.stringify(was[name]) !== JSON.stringify(now[name]))
}

/** Values or view mode changed in a way no field names (the view mode, the values of a type with no schema). */
function differs(before: Section, after: Section): boolean {
  if (before.viewMode !== after.viewMode) return true
  return !schemaOf(after.name) && JSON.stringify(before.values) !== JSON.stringify(after.values)
}

/** The sections of `after` (that were in `before`) outside the longest run kept in their old order. */
function movedIds(before: Section[], after: Section[], old: Map<string, Section>): Set<string> {
  const position = new Map(before.map((section, index) => [section._id, index]))
  const sequence = after.filter((section) => old.has(section._id)).map((section) => section._id)
  // The longest increasing run of old positions (n is a page's sections: a quadratic search is plenty).
  const best: number[] = sequence.map(() => 1)
  const from: number[] = sequence.map(() => -1)
  sequence.forEach((id, i) => {
    for (let j = 0; j < i; j++) {
      if (position.get(sequence[j]!)! < position.get(id)! && best[j]! + 1 > best[i]!) {
        best[i] = best[j]! + 1
        from[i] = j
      }
    }
  })
  const stayed = new Set<string>()
  let at = best.indexOf(Math.max(0, ...best))
  while (at !== -1) {
    stayed.add(sequence[at]!)
    at = from[at]!
  }
  return new Set(sequence.filter((id) => !stayed.has(id)))
}

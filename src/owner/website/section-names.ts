import type { PageChange, PageVersion } from '../../../contract/owner-page'
import type { Section } from '../../../contract/page'
import sectionFields from '../../../locales/en/section-fields.json'
import ownerWebsite from '../../../locales/en/owner-website.json'
import { textOf } from '../../registry/field-text'
import type { Fields } from '../../registry/section-schema'
import { schemaOf, sectionTitle } from '../../sections/section-title'
import type { OwnerT } from '../i18n'

/** A section type's name for the owner (`Main Header` → 'Hero'); a type with no name there keeps its stored one. */
export function typeName(t: OwnerT, name: string): string {
  return name in ownerWebsite.sectionTypes ? t(`site.sectionTypes.${name}` as never) : name
}

/** What a section is called in the editor: its title (from its content), else its type's name. */
export function sectionName(t: OwnerT, section: Section): string {
  return sectionTitle(section) || typeName(t, section.name)
}

/** A field's label (`button1Link` of a Main Header → 'First button goes to'). */
export function fieldLabel(t: OwnerT, sectionName: string, field: string): string {
  const fields: Fields = schemaOf(sectionName)?.fields ?? {}
  const text = fields[field] ? textOf(field, fields[field]) : field
  return text in sectionFields ? t(`fields.${text}.label` as never) : field
}

/** Changes named in a version's name; the rest are counted ('and 3 more changes'). */
const NAMED = 3

/**
 * A version's name from what it changed: 'Hero title, hid Final CTA'; a
 * version with none recorded (the first, or one from before changes were
 * kept) is named by its sections ('18 sections').
 */
export function versionName(t: OwnerT, version: PageVersion): string {
  if (version.changes.length === 0) return t('site.versions.unnamed', { count: version.sections })
  const parts = version.changes.slice(0, NAMED).map((change) => changeName(t, change))
  const rest = version.changes.length - NAMED
  if (rest > 0) parts.push(t('site.changes.more', { count: rest }))
  const name = parts.join(', ')
  return name.charAt(0).toUpperCase() + name.slice(1)
}

function changeName(t: OwnerT, change: PageChange): string {
  const section = typeName(t, change.name)
  if (change.kind !== 'edited') return t(`site.changes.${change.kind}`, { section })
  if (change.fields.length === 0) return t('site.changes.editedWhole', { section })
  const fields = change.fields.map((field) => fieldLabel(t, change.name, field).toLowerCase()).join(', ')
  return t('site.changes.edited', { section, fields })
}

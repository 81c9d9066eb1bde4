import type { Section } from '../../contract/page'
import { readValues, type Fields, type SectionSchema } from '../registry/section-schema'
import { sectionSchemas } from './schemas'

/** The schema of a stored section type (`Main Header`), or undefined for a type not registered. */
export function schemaOf(name: string): SectionSchema | undefined {
  return sectionSchemas.find((schema) => schema.name === name)
}

/** Longest title kept: an editor row and a version's name stay one line. */
const MAX_TITLE = 60

/**
 * What a section is called where the owner sees a list of them (the
 * editor's rows, a version's name): its `title` field's text, else its first
 * required text, else its first text with a value; '' when it has none (the
 * owner app then names it by its type).
 *
 * @example
 * sectionTitle(hero) // 'Masalas ground on Tuesday, at your door by Friday'
 */
export function sectionTitle(section: Section): string {
  const fields: Fields = schemaOf(section.name)?.fields ?? {}
  const raw = readValues(fields, section.values)
  const texts = Object.entries(fields).filter(([, field]) => field.kind === 'text' || field.kind === 'longText')
  const candidates = [
    ...texts.filter(([name]) => name === 'title'),
    ...texts.filter(([, field]) => field.kind !== 'list' && field.required),
    ...texts,
  ]
  for (const [name] of candidates) {
    const [first] = raw[name] as string[]
    if (first) return first.length > MAX_TITLE ? `${first.slice(0, MAX_TITLE - 1)}…` : first
  }
  return ''
}

import { randomUUID } from 'node:crypto'
import * as t from 'io-ts'
import type { FieldError } from '../../../contract/decode.js'
import type { OwnerSectionBody } from '../../../contract/owner-page.js'
import { Section } from '../../../contract/page.js'
import { starterSection } from '../../../src/sections/starters.js'
import { localeFiles } from '../../text/locale-files.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'
import { checkSections } from './section-schemas.js'

/*
 * The editor's changes to a route's sections, each a pure function from the
 * sections before to the sections after (the draft's, `PageEditor`). Errors
 * name the call's body (`body.values.Title`, `body.sectionIds.2`).
 */

export const Sections = t.array(Section)

/** Sections in page order (`indexPosition`; the stored order breaks ties, as the template does). */
export function inOrder(sections: readonly Section[]): Section[] {
  return [...sections].sort((a, b) => a.indexPosition - b.indexPosition)
}

/** Numbers the sections 0, 1, 2… in the order given. */
const numbered = (sections: Section[]): Section[] =>
  sections.map((section, indexPosition) => ({ ...section, indexPosition }))

function find(sections: readonly Section[], sectionId: string): number {
  const index = inOrder(sections).findIndex((section) => section._id === sectionId)
  if (index === -1) throw new HttpError(404, serverText('ownerPage.sectionNotFound', { sectionId }), 'NOT_FOUND')
  return index
}

/** Replaces one section's values (checked against its schema), status or view mode. */
export function changeSection(sections: readonly Section[], change: OwnerSectionBody): Section[] {
  if (change.values === undefined && change.status === undefined && change.viewMode === undefined) {
    throw new DecodeError([{ path: 'body', message: serverText('ownerPage.nothingToChange') }])
  }
  const ordered = inOrder(sections)
  const index = find(ordered, change.sectionId)
  const current = ordered[index]!
  const next: Section = {
    ...current,
    values: change.values ?? current.values,
    status: change.status ?? current.status,
    viewMode: change.viewMode ?? current.viewMode,
  }
  if (change.values !== undefined) {
    // The registry names paths `sections.0.values.Title`; this call's body has the values at `body.values`.
    const errors = checkSections([next]).map((error) => ({
      ...error,
      path: error.path.replace(/^sections\.0\./, 'body.'),
    }))
    if (errors.length > 0) throw new DecodeError(errors)
  }
  return ordered.map((section, at) => (at === index ? next : section))
}

/** Puts the sections in the order of `sectionIds` (every section once). */
export function reorder(sections: readonly Section[], sectionIds: string[]): Section[] {
  const byId = new Map(sections.map((section) => [section._id, section]))
  const errors: FieldError[] = []
  const named = new Set<string>()
  sectionIds.forEach((sectionId, index) => {
    const path = `body.sectionIds.${index}`
    if (!byId.has(sectionId)) errors.push({ path, message: serverText('ownerPage.sectionUnknown', { sectionId }) })
    else if (named.has(sectionId)) errors.push({ path, message: serverText('ownerPage.sectionTwice', { sectionId }) })
    named.add(sectionId)
  })
  const leftOut = sections.filter((section) => !named.has(section._id)).map((section) => section._id)
  if (leftOut.length > 0)
    errors.push({
      path: 'body.sectionIds',
      message: serverText('ownerPage.sectionsLeftOut', { sectionIds: leftOut.join(', ') }),
    })
  if (errors.length > 0) throw new DecodeError(errors)
  return numbered(sectionIds.map((sectionId) => byId.get(sectionId)!))
}

/** Adds a section of type `name` with its starter content, after `after` (else at the end). */
export function addSection(sections: readonly Section[], name: string, after?: string): Section[] {
  const ordered = inOrder(sections)
  const at = after === undefined ? ordered.length : find(ordered, after) + 1
  const section = starterSection(name, newSectionId(), at, localeFiles.sectionStarters)
  if (!section)
    throw new DecodeError([{ path: 'body.name', message: serverText('ownerPage.sectionTypeUnknown', { name }) }])
  return numbered([...ordered.slice(0, at), section, ...ordered.slice(at)])
}

export function removeSection(sections: readonly Section[], sectionId: string): Section[] {
  const ordered = inOrder(sections)
  const index = find(ordered, sectionId)
  return numbered(ordered.filter((_, at) => at !== index))
}

/** A copy of a section (a new `_id`, the same values) right after it. */
export function duplicateSection(sections: readonly Section[], sectionId: string): Section[] {
  const ordered = inOrder(sections)
  const index = find(ordered, sectionId)
  const copy = {
    ...ordered[index]!,
    _id: newSectionId(),
    values: ordered[index]!.values.map((value) => ({ ...value })),
  }
  return numbered([...ordered.slice(0, index + 1), copy, ...ordered.slice(index + 1)])
}

function newSectionId(): string {
  return `sec-${randomUUID().slice(0, 8)}`
}

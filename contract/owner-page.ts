import * as t from 'io-ts'
import { ColorPalette, Section, SectionStatus, SectionValue, ViewMode } from './page'
import { Text } from './text'

/**
 * Page content, one change at a time (owner calls: session cookie or owner
 * key). `GET OWNER_PAGE_PATH` reads the live page back; the section, order
 * and restore calls each publish a new version, and every publish (the
 * whole-page `PUT OWNER_PAGE_PATH` too) keeps the one it replaces, so any
 * version can be restored. `customRoute` defaults to '/'.
 */
export const OWNER_PAGE_SECTION_PATH = '/business_website/owner/page/section'
export const OWNER_PAGE_ORDER_PATH = '/business_website/owner/page/order'
export const OWNER_PAGE_VERSIONS_PATH = '/business_website/owner/page/versions'
export const OWNER_PAGE_RESTORE_PATH = '/business_website/owner/page/restore'

/** Versions kept per route; older ones are dropped. */
export const MAX_PAGE_VERSIONS = 50

export const OwnerPageQuery = t.partial({ customRoute: Text }, 'OwnerPageQuery')
export type OwnerPageQuery = t.TypeOf<typeof OwnerPageQuery>

/** A published version of a route: `id` names it for restore. */
export const PageVersion = t.type({ id: Text, publishedAt: Text, sections: t.number }, 'PageVersion')
export type PageVersion = t.TypeOf<typeof PageVersion>

/**
 * The live page of a route: every section, hidden ones included, in order. The section, order and restore calls answer
 * it too (the page as now published).
 */
export const OwnerPageResponse = t.type(
  {
    message: Text,
    customRoute: Text,
    sections: t.array(Section),
    colorPalette: ColorPalette,
    version: t.union([PageVersion, t.null]),
  },
  'OwnerPageResponse',
)
export type OwnerPageResponse = t.TypeOf<typeof OwnerPageResponse>

/**
 * Change one section (by `_id`): its values (replaced whole), shown/hidden,
 * or view mode. Values are checked against the section's codec (400 with the
 * field path); an unknown `sectionId` is a 404.
 *
 * @example
 * { sectionId: 'hero', values: [{ key: 'Title', value: 'Fresh masalas, ground weekly' }] }
 * { sectionId: 'faq', status: 'hide' }
 */
export const OwnerSectionBody = t.intersection(
  [
    t.type({ sectionId: Text }),
    t.partial({ customRoute: Text, values: t.array(SectionValue), status: SectionStatus, viewMode: ViewMode }),
  ],
  'OwnerSectionBody',
)
export type OwnerSectionBody = t.TypeOf<typeof OwnerSectionBody>

/** Reorder: every section `_id` of the route, once each, in the new order. */
export const OwnerSectionOrderBody = t.intersection(
  [t.type({ sectionIds: t.array(Text) }), t.partial({ customRoute: Text })],
  'OwnerSectionOrderBody',
)
export type OwnerSectionOrderBody = t.TypeOf<typeof OwnerSectionOrderBody>

/** Versions newest first; the first is live. */
export const PageVersionsResponse = t.type(
  { message: Text, customRoute: Text, versions: t.array(PageVersion) },
  'PageVersionsResponse',
)
export type PageVersionsResponse = t.TypeOf<typeof PageVersionsResponse>

/** Restore: publishes that version's sections and palette again (as a new version). */
export const OwnerRestoreBody = t.intersection(
  [t.type({ versionId: Text }), t.partial({ customRoute: Text })],
  'OwnerRestoreBody',
)
export type OwnerRestoreBody = t.TypeOf<typeof OwnerRestoreBody>

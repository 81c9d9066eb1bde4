import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { ColorPalette, Section, SectionStatus, SectionValue, ViewMode } from './page'
import { Text } from './text'

/**
 * The owner's editor, one change at a time (owner calls: session cookie or
 * owner key). Every change (a section's values, show/hide, order, add,
 * remove, duplicate, restore) goes to the route's DRAFT, kept on the server
 * per site and route; visitors only ever get the live page. `GET
 * OWNER_PAGE_PATH` reads the draft back (the live page when there is none);
 * publish makes the draft live as a new version (named by what changed),
 * discard drops it. The whole-page `PUT OWNER_PAGE_PATH` publishes at once,
 * leaving any draft. `customRoute` defaults to '/'.
 */
export const OWNER_PAGE_SECTION_PATH = '/business_website/owner/page/section'
export const OWNER_PAGE_ORDER_PATH = '/business_website/owner/page/order'
export const OWNER_PAGE_ADD_PATH = '/business_website/owner/page/section/add'
export const OWNER_PAGE_REMOVE_PATH = '/business_website/owner/page/section/remove'
export const OWNER_PAGE_DUPLICATE_PATH = '/business_website/owner/page/section/duplicate'
export const OWNER_PAGE_PUBLISH_PATH = '/business_website/owner/page/publish'
export const OWNER_PAGE_DISCARD_PATH = '/business_website/owner/page/discard'
export const OWNER_PAGE_VERSIONS_PATH = '/business_website/owner/page/versions'
export const OWNER_PAGE_RESTORE_PATH = '/business_website/owner/page/restore'

/** Versions kept per route; older ones are dropped. */
export const MAX_PAGE_VERSIONS = 50

export const OwnerPageQuery = t.partial({ customRoute: Text }, 'OwnerPageQuery')
export type OwnerPageQuery = t.TypeOf<typeof OwnerPageQuery>

/**
 * One thing a publish changed, by section: its type (`name`, 'Main Header'), its title as the page shows it, and for
 * `edited` the schema names of the fields that changed (`title`). The owner app names a version with them: 'Hero
 * title, hid Final CTA'.
 */
export const PageChange = t.type(
  {
    kind: t.keyof({ edited: null, added: null, removed: null, hid: null, showed: null, moved: null }),
    name: Text,
    title: Text,
    fields: t.array(Text),
  },
  'PageChange',
)
export type PageChange = t.TypeOf<typeof PageChange>

/**
 * A published version of a route: `id` names it for restore; what it changed from the version before (empty for the
 * first, and for versions published before changes were recorded) and who published it ('' for an owner key).
 */
export const PageVersion = t.type(
  { id: Text, publishedAt: Text, sections: t.number, changes: t.array(PageChange), publishedBy: Text },
  'PageVersion',
)
export type PageVersion = t.TypeOf<typeof PageVersion>

/**
 * A shown section's link to an in-page anchor (`#final-cta`) that no shown section carries: its section is hidden
 * (`hidden`) or not on the page (`missing`). `field` is the field's schema name (`button1Link`).
 */
export const LinkWarning = t.type(
  {
    sectionId: Text,
    field: Text,
    link: Text,
    /** `unknownItem`, `unknownCategory`: a storefront section names an id the catalogue no longer has (`link`). */
    reason: t.keyof({ hidden: null, missing: null, unknownItem: null, unknownCategory: null }),
  },
  'LinkWarning',
)
export type LinkWarning = t.TypeOf<typeof LinkWarning>

/**
 * A route as the owner edits it: the draft's sections (the live ones when there is no draft: `draft` false), hidden
 * ones included, in order; the live version; the draft's links to hidden or missing anchors. Every editor call
 * answers it.
 */
export const OwnerPageResponse = answer(
  {
    customRoute: Text,
    sections: t.array(Section),
    colorPalette: ColorPalette,
    version: nullable(PageVersion),
    draft: t.boolean,
    linkWarnings: t.array(LinkWarning),
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

/** Add a section of a registered type (`name`, 'Final CTA') with its starter content, after `after` (else last). */
export const OwnerSectionAddBody = t.intersection(
  [t.type({ name: Text }), t.partial({ after: Text, customRoute: Text })],
  'OwnerSectionAddBody',
)
export type OwnerSectionAddBody = t.TypeOf<typeof OwnerSectionAddBody>

/** Remove or duplicate (the copy goes right after it) one section, by `_id`. */
export const OwnerSectionRefBody = t.intersection(
  [t.type({ sectionId: Text }), t.partial({ customRoute: Text })],
  'OwnerSectionRefBody',
)
export type OwnerSectionRefBody = t.TypeOf<typeof OwnerSectionRefBody>

/**
 * Publish the draft. A draft with link warnings is refused (409, `BROKEN_LINKS`, the warnings as field errors) unless
 * `confirmLinks` is true: the owner saw them and publishes anyway.
 */
export const OwnerPublishBody = t.partial({ customRoute: Text, confirmLinks: t.boolean }, 'OwnerPublishBody')
export type OwnerPublishBody = t.TypeOf<typeof OwnerPublishBody>

/** Discard the draft. */
export const OwnerDiscardBody = t.partial({ customRoute: Text }, 'OwnerDiscardBody')

/** Reorder: every section `_id` of the route, once each, in the new order. */
export const OwnerSectionOrderBody = t.intersection(
  [t.type({ sectionIds: t.array(Text) }), t.partial({ customRoute: Text })],
  'OwnerSectionOrderBody',
)
export type OwnerSectionOrderBody = t.TypeOf<typeof OwnerSectionOrderBody>

/** Versions newest first; the first is live. */
export const PageVersionsResponse = answer(
  { customRoute: Text, versions: t.array(PageVersion) },
  'PageVersionsResponse',
)
export type PageVersionsResponse = t.TypeOf<typeof PageVersionsResponse>

/**
 * Restore: that version's sections become the draft (the owner sees them in the preview, then publishes or discards);
 * its palette comes back with that publish.
 */
export const OwnerRestoreBody = t.intersection(
  [t.type({ versionId: Text }), t.partial({ customRoute: Text })],
  'OwnerRestoreBody',
)
export type OwnerRestoreBody = t.TypeOf<typeof OwnerRestoreBody>

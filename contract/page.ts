import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Storefront } from './storefront'
import { Text, textRecord } from './text'

/** A key/value pair of a section. Keys may repeat (e.g. `Point`); order is kept. */
export const SectionValue = t.type({ key: Text, value: Text }, 'SectionValue')
export type SectionValue = t.TypeOf<typeof SectionValue>

export const SectionStatus = t.keyof({ hide: null, shown: null }, 'SectionStatus')
export const ViewMode = t.keyof({ both: null, mobile: null, desktop: null }, 'ViewMode')
export type ViewMode = t.TypeOf<typeof ViewMode>

/**
 * One section of a page (docs/product.md, 'Entities and fields'). `name` picks the section type from the registry.
 *
 * @example
 * { _id: 's1', name: 'Section 1', status: 'shown', viewMode: 'both', indexPosition: 2,
 *   values: [{ key: 'Title', value: 'What we make' }] }
 */
export const Section = t.type(
  {
    _id: Text,
    name: Text,
    status: SectionStatus,
    viewMode: ViewMode,
    indexPosition: t.number,
    values: t.array(SectionValue),
  },
  'Section',
)
export type Section = t.TypeOf<typeof Section>

/** Colour palette: CSS colour per role (`primary`, `background`, ...), turned into custom properties. */
export const ColorPalette = textRecord(Text, 'ColorPalette')
export type ColorPalette = t.TypeOf<typeof ColorPalette>

/** A colour an owner may give a palette role: `#rgb`, `#rrggbb` or `#rrggbbaa`, never any other CSS. */
export const PaletteColour = t.refinement(
  Text,
  (text) => /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(text),
  'PaletteColour',
)
/** A palette role an owner may name: a letter, then letters, digits and hyphens, 40 at most. */
export const PaletteRole = t.refinement(Text, (text) => /^[A-Za-z][A-Za-z0-9-]{0,39}$/.test(text), 'PaletteRole')
/** The most roles an owner's palette may have. */
export const PALETTE_MAX_ROLES = 20

/**
 * A palette as an owner sends it (the page publish and Settings): roles and
 * colours decoded by `PaletteRole` and `PaletteColour`, so
 * `url(javascript:…)` or `red;background:url(…)` is refused at its role's path.
 *
 * @example
 * decode(OwnerPalette, { primary: '#b5451b', background: '#fff8f0' }, 'body.colorPalette') // ok
 * decode(OwnerPalette, { primary: 'red;background:url(x)' }, 'body.colorPalette') // error at body.colorPalette.primary
 */
export const OwnerPalette = t.refinement(
  new t.Type<Record<string, string>, Record<string, string>, unknown>(
    'OwnerPaletteRoles',
    (input): input is Record<string, string> => t.record(PaletteRole, PaletteColour).is(input),
    (input, context) => {
      // `t.record` would silently drop a role that is not a `PaletteRole`: it is refused at its path instead.
      const roles = t.UnknownRecord.is(input) ? input : {}
      const badRole = Object.keys(roles).find((role) => !PaletteRole.is(role))
      if (badRole === undefined) return t.record(Text, PaletteColour).validate(input, context)
      return t.failure(roles[badRole], t.appendContext(context, badRole, PaletteRole, badRole))
    },
    t.identity,
  ),
  (palette) => Object.keys(palette).length <= PALETTE_MAX_ROLES,
  'OwnerPalette',
)
export type OwnerPalette = t.TypeOf<typeof OwnerPalette>

/** A topic a customer picks in the widget (docs/product.md, 'Entities and fields'). */
export const Topic = t.intersection(
  [t.type({ _id: Text, name: Text }), t.partial({ description: Text, image: Text, price: t.number })],
  'Topic',
)
export type Topic = t.TypeOf<typeof Topic>

/** Chat widget settings (docs/product.md, 'Entities and fields'). */
export const WidgetSettings = t.intersection(
  [
    t.type({ allowedAllActions: t.boolean, topics: t.array(Topic) }),
    t.partial({
      themeColor: Text,
      headerTitle: Text,
      topicHeaderTitle: Text,
      payment: t.type({ isEnabled: t.boolean, selectedGatewayId: nullable(Text) }),
    }),
  ],
  'WidgetSettings',
)
export type WidgetSettings = t.TypeOf<typeof WidgetSettings>

/**
 * What the page call adds to the widget settings while the business is away
 * (outside its opening hours, server/modules/settings): when replies come
 * ('9:00', 'Mon 9:00', '' when not known). Absent while open. Not part of the
 * codec (the page's initial code stays as small as it is); a decoded value keeps it.
 */
export type WidgetStatus = { away?: string }

/** Widgets a site has installed; a missing `chatWidget` means the site has no chat. */
export const InstalledWidgets = t.partial({ chatWidget: WidgetSettings }, 'InstalledWidgets')
export type InstalledWidgets = t.TypeOf<typeof InstalledWidgets>

/** Query of `GET /business_website/page/get_published_website_specific_page`. */
export const PageQuery = t.intersection([t.type({ subdomain: Text }), t.partial({ customRoute: Text })], 'PageQuery')
export type PageQuery = t.TypeOf<typeof PageQuery>

/** The published page of a site (colour palette and sections), with the template slug that lays it out. */
export const WebsitePage = t.type(
  { templateSlug: Text, colorPalette: ColorPalette, sections: t.array(Section) },
  'WebsitePage',
)
export type WebsitePage = t.TypeOf<typeof WebsitePage>

/**
 * Answer of the page call (docs/product.md, 'Calls'); `storefront` is what a page with a Products or Categories
 * section shows of the live catalogue (absent on other pages).
 */
export const PageResponse = t.intersection(
  [
    answer({
      websitePage: WebsitePage,
      isPremium: t.boolean,
      logo: nullable(Text),
      installedWidgets: InstalledWidgets,
      headerSection: nullable(Section),
      footerSection: nullable(Section),
      mobFooterSection: nullable(Section),
    }),
    t.partial({ storefront: Storefront }),
  ],
  'PageResponse',
)
export type PageResponse = t.TypeOf<typeof PageResponse>

/** Path of the page call. */
export const PAGE_PATH = '/business_website/page/get_published_website_specific_page'

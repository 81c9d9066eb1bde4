import * as t from 'io-ts'
import { answer } from './codec'
import { Text } from './text'
import { OwnerPalette, Section } from './page'

/**
 * Body of `PUT /business_website/owner/page`: replaces the sections of one
 * route (default `/`), and the palette when given (the colours Settings takes).
 *
 * @example
 * { customRoute: '/', sections: [
 *   { _id: 'hero', name: 'Main Header', status: 'shown', viewMode: 'both', indexPosition: 0,
 *     values: [{ key: 'Title', value: 'Hello' }] }] }
 */
export const PublishPageBody = t.intersection(
  [t.type({ sections: t.array(Section) }), t.partial({ customRoute: Text, colorPalette: OwnerPalette })],
  'PublishPageBody',
)
export type PublishPageBody = t.TypeOf<typeof PublishPageBody>

/** Body of `POST /business_website/owner/preview_link`. */
export const PreviewLinkBody = t.partial({ customRoute: Text }, 'PreviewLinkBody')

/** Answer of `POST /business_website/owner/preview_link`. */
export const PreviewLinkResponse = answer({ url: Text, expiresAt: Text }, 'PreviewLinkResponse')

export const OWNER_PAGE_PATH = '/business_website/owner/page'
export const OWNER_PREVIEW_LINK_PATH = '/business_website/owner/preview_link'

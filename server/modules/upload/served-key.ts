import { PHOTO_FOLDER } from '../../../contract/photo.js'
import { isSafeKey } from '../../providers/storage/index.js'

/**
 * Whether `GET /uploads/<key>` serves `key` on the host of site `siteId`:
 * a safe key under that site's own folder (every upload key starts with
 * its site's id), so one site's files never answer from another site's
 * host; and, in the owner's photo folder, only the WebP widths: an
 * original kept by an older version (with its camera's location, model
 * and owner) is never served.
 *
 * @example
 * isServedKey('s1/chat-widget/images/2026/11/<uuid>/a.png', 's1') // true
 * isServedKey('s1/chat-widget/images/2026/11/<uuid>/a.png', 's2') // false
 * isServedKey('s1/owner/photos/2026/11/<uuid>/dosa.jpg', 's1') // false
 */
export function isServedKey(key: string, siteId: string): boolean {
  if (!isSafeKey(key) || !key.startsWith(`${siteId}/`)) return false
  return !key.startsWith(`${siteId}/${PHOTO_FOLDER}/`) || key.endsWith('.webp')
}

import type { FieldError } from '../../../contract/decode.js'
import { MAX_MESSAGE_LENGTH, type MessageType } from '../../../contract/chat.js'
import { normaliseHost } from '../site/index.js'
import { serverText } from '../../text/server-text.js'

/** Longest caption, content type and client message id a customer may send. */
const MAX_CAPTION_LENGTH = MAX_MESSAGE_LENGTH
const MAX_SHORT_FIELD = 200

/**
 * The chat rules the server enforces on a customer's message: no empty
 * text, at most MAX_MESSAGE_LENGTH characters, and media messages carry a
 * URL the widget can safely load (https, or an upload of this site).
 *
 * @example
 * customerMessageErrors({ type: 'image', message: 'javascript:alert(1)' }, 'demo.localhost')
 * // [{ path: 'body.message', ... }]
 */
export function customerMessageErrors(
  body: {
    type?: MessageType
    message: string
    caption?: string | null
    contentType?: string | null
    clientMessageId?: string
  },
  requestHost: string | undefined,
): FieldError[] {
  const errors: FieldError[] = []
  const type = body.type ?? 'text'
  if (body.message.trim() === '') errors.push({ path: 'body.message', message: serverText('chat.messageEmpty') })
  else if (body.message.length > MAX_MESSAGE_LENGTH)
    errors.push({ path: 'body.message', message: serverText('chat.messageTooLong', { max: MAX_MESSAGE_LENGTH }) })
  else if (type !== 'text' && !isAllowedMediaUrl(body.message.trim(), requestHost))
    errors.push({ path: 'body.message', message: serverText('chat.mediaUrlInvalid') })
  if ((body.caption?.length ?? 0) > MAX_CAPTION_LENGTH)
    errors.push({ path: 'body.caption', message: serverText('chat.messageTooLong', { max: MAX_CAPTION_LENGTH }) })
  if ((body.contentType?.length ?? 0) > MAX_SHORT_FIELD)
    errors.push({ path: 'body.contentType', message: serverText('chat.messageTooLong', { max: MAX_SHORT_FIELD }) })
  if ((body.clientMessageId?.length ?? 0) > MAX_SHORT_FIELD)
    errors.push({ path: 'body.clientMessageId', message: serverText('chat.messageTooLong', { max: MAX_SHORT_FIELD }) })
  return errors
}

/** An https URL, or this site's `/uploads/...` (as a path, or a URL on the request's own host). */
export function isAllowedMediaUrl(value: string, requestHost: string | undefined): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && isUploadPath(value)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol === 'https:') return true
  const sameHost = requestHost !== undefined && normaliseHost(url.host) === normaliseHost(requestHost)
  return url.protocol === 'http:' && sameHost && isUploadPath(url.pathname)
}

// Resolved first, so `/uploads/../admin` does not pass as an upload.
function isUploadPath(path: string): boolean {
  return new URL(path, 'http://site.invalid').pathname.startsWith('/uploads/')
}

const BASE = 'https://this-site.invalid'

/**
 * Whether an owner's media message points at one of this site's own
 * uploads: `uploadsBase` is where the storage puts them (`/uploads/<site>/`
 * on disk, `https://<bucket URL>/<site>/` for S3). A disk upload may also be
 * given as a URL on the request's own host. Anything else (another site's
 * files, `data:`, `javascript:`, any other URL) is refused: the widget
 * shows the message as a link or an image.
 *
 * @example
 * isOwnUploadUrl('/uploads/s1/chat-widget/images/2026/11/x.png', '/uploads/s1/', 'demo.localhost') // true
 * isOwnUploadUrl('data:text/html,<script>', '/uploads/s1/', 'demo.localhost') // false
 */
export function isOwnUploadUrl(value: string, uploadsBase: string, requestHost: string | undefined): boolean {
  // oxlint-disable-next-line no-control-regex -- control characters and spaces are exactly what this looks for
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return false
  let url: URL
  let base: URL
  try {
    url = new URL(value, BASE)
    base = new URL(uploadsBase, BASE)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  const onThisSite = base.origin === BASE
  const sameOrigin = onThisSite
    ? url.origin === BASE || (requestHost !== undefined && normaliseHost(url.host) === normaliseHost(requestHost))
    : url.origin === base.origin
  return sameOrigin && url.pathname.startsWith(base.pathname) && url.pathname.length > base.pathname.length
}

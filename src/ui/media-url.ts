import { componentUrlAllowed } from '../../contract/component-html'

/**
 * The URL a media message (image, audio, video, file) may be drawn or
 * linked with: a path on this site (`/uploads/...`) or an https URL, as for
 * an image in a component message, or an http URL of this very page's
 * origin (a server without TLS). Anything else (`data:`, `javascript:`,
 * `//host`, another site over http) is null: the widget shows the text,
 * never a link or a source.
 *
 * @example
 * mediaUrl('/uploads/s1/chat-widget/images/x.png') // '/uploads/s1/chat-widget/images/x.png'
 * mediaUrl('data:text/html,<script>alert(1)</script>') // null
 */
export function mediaUrl(value: string, origin: string | undefined = globalThis.location?.origin): string | null {
  if (componentUrlAllowed(value, 'image')) return value
  try {
    const url = new URL(value)
    return url.protocol === 'http:' && origin !== undefined && url.origin === origin ? value : null
  } catch {
    return null
  }
}

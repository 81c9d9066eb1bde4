/**
 * The URL a media message (image, audio, video, file) may be drawn or
 * linked with: a path on this site (`/uploads/...`) or an https URL (the
 * image rule of contract/component-html.ts `componentUrlAllowed`, kept here
 * apart so the widget chunk does not take that module's tag lists), or an
 * http URL of this very page's origin (a server without TLS). Anything else
 * (`data:`, `javascript:`, `//host`, another site over http) is null: the
 * widget shows the text, never a link or a source. The whitespace and
 * control characters a URL parser drops are dropped before looking.
 *
 * @example
 * mediaUrl('/uploads/s1/chat-widget/images/x.png') // '/uploads/s1/chat-widget/images/x.png'
 * mediaUrl('data:text/html,<script>alert(1)</script>') // null
 */
export function mediaUrl(value: string, origin: string | undefined = globalThis.location?.origin): string | null {
  // oxlint-disable-next-line no-control-regex -- the whitespace and control characters a URL parser drops
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (/^https:\/\//i.test(url) || /^\/(?![/\\])/.test(url)) return value
  const sameOrigin =
    origin !== undefined && origin.startsWith('http:') && url.toLowerCase().startsWith(`${origin.toLowerCase()}/`)
  return sameOrigin ? value : null
}

import { serverText } from '../text/server-text.js'
import { inlineSourceHashes, type InlineSources } from './inline-sources.js'

/**
 * How long a client should wait before trying again while the database is away (Retry-After, and the page's own
 * reload).
 */
export const RETRY_AFTER_S = 5

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The page a visitor gets while the database does not answer (status 503):
 * built without the database or the renderer, it says what is happening and
 * loads the page again by itself after `RETRY_AFTER_S`. Its one inline style
 * is allowed by hash, like the published pages'.
 */
/** The page's whole stylesheet, inline (its hash goes into the page's CSP). */
const STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#1f2937;' +
  'background:#f9fafb}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}' +
  'p{line-height:1.5;margin:0 0 1.5rem}a{display:inline-block;padding:.7rem 1.2rem;border-radius:999px;' +
  'background:#10b981;color:#fff;text-decoration:none;font-weight:600}'

/**
 * The page is the same for every path (its link reloads the page it is shown at): built once, so that answering a
 * flood of visits with it (a site over its render limit) costs no hashing or templating per visit.
 */
let built: { html: string; inline: InlineSources } | null = null

export function unavailablePage(): { html: string; inline: InlineSources } {
  built ??= buildPage()
  return built
}

function buildPage(): { html: string; inline: InlineSources } {
  const title = escape(serverText('unavailable.title'))
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_S}">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escape(serverText('unavailable.body'))}</p>
<a href="">${escape(serverText('unavailable.retry'))}</a>
</main>
</body>
</html>
`
  return { html, inline: inlineSourceHashes(html) }
}

import { createHash } from 'node:crypto'

/**
 * The CSP hash sources (`'sha256-…'`) of what a rendered page carries
 * inline: executable `<script>` elements, `<style>` elements and `style="…"`
 * attributes. The page's Content-Security-Policy allows exactly these and
 * nothing else inline.
 */
export interface InlineSources {
  scripts: string[]
  styles: string[]
  styleAttributes: string[]
}

/**
 * Hashes the inline scripts and styles of a whole HTML document, once per
 * render (the page cache keeps the result with the HTML).
 *
 * Scanning the finished document is sound because everything in it that
 * could open an element or an attribute was written by us: the `index.html`
 * template, React's `renderToString` (which escapes `<`, `>`, `&` and quotes
 * in text and attribute values), `documentHead` (escaped the same way) and
 * the page data, whose JSON has every `<` escaped, so stored content can
 * neither add a `<script>`/`<style>` element nor a `style` attribute.
 *
 * The page data block (`<script id="vitrine-data" type="application/json">`)
 * is not hashed: a data block is never executed, so CSP does not govern it.
 *
 * @example
 * inlineSourceHashes('<style>p{color:red}</style><div style="--a:1"></div>')
 * // { scripts: [], styles: ["'sha256-…'"], styleAttributes: ["'sha256-…'"] }
 */
export function inlineSourceHashes(html: string): InlineSources {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const styleAttributes = new Set<string>()
  // Element contents go first, so that text inside a script or style can never be read as an attribute.
  const markup = html.replace(
    /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi,
    (_whole, name: string, attributes: string, content: string) => {
      if (name.toLowerCase() === 'style') styles.add(hashSource(content))
      else if (isExecutableInlineScript(attributes)) scripts.add(hashSource(content))
      return `<${name}${attributes}>`
    },
  )
  for (const tag of markup.matchAll(/<[a-z][^\s/>]*(\s[^>]*)?>/gi)) {
    for (const attribute of (tag[1] ?? '').matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
      styleAttributes.add(hashSource(decodeAttribute(attribute[1] ?? attribute[2] ?? '')))
    }
  }
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] }
}

/** `'sha256-<base64>'` of a text as the browser hashes it (UTF-8, exactly as written). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** A `<script>` without `src` whose type makes the browser run it (not a JSON or other data block). */
function isExecutableInlineScript(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase()
  return value === '' || value === 'module' || value === 'text/javascript' || value === 'application/javascript'
}

const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** The attribute value the browser sees (and hashes): character references decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, reference: string) => {
    const lower = reference.toLowerCase()
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16))
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10))
    return NAMED_REFERENCES[lower] ?? whole
  })
}

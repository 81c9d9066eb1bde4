import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashSource, inlineSourceHashes } from './inline-sources.js'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineSourceHashes', () => {
  it('hashes inline styles, executable inline scripts and style attributes, each once', () => {
    const html = [
      '<head><style>body{margin:0}</style><style>p{color:red}</style>',
      '<script type="module">import "/@react-refresh"</script><script>window.a=1</script>',
      '<script type="module" src="/assets/index.js"></script></head>',
      '<body><div class="site" style="--color-primary:#9A3412">',
      "<p style='color:blue'>x</p>",
      '<p style="--color-primary:#9A3412">y</p></div></body>',
    ].join('')
    expect(inlineSourceHashes(html)).toEqual({
      scripts: [sha('import "/@react-refresh"'), sha('window.a=1')],
      styles: [sha('body{margin:0}'), sha('p{color:red}')],
      styleAttributes: [sha('--color-primary:#9A3412'), sha('color:blue')],
    })
  })

  it('leaves data blocks alone: the page data is JSON and never runs', () => {
    const html =
      '<script id="vitrine-data" type="application/json">{"a":"\\u003cstyle>"}</script>' +
      '<script type="application/ld+json">{}</script>'
    expect(inlineSourceHashes(html)).toEqual({ scripts: [], styles: [], styleAttributes: [] })
  })

  it('hashes an attribute as the browser reads it, with character references decoded', () => {
    const html = '<div style="font-family:&quot;Noto Sans&quot;;content:&#39;&amp;&#x27;"></div>'
    expect(inlineSourceHashes(html).styleAttributes).toEqual([sha(`font-family:"Noto Sans";content:'&'`)])
  })

  it('reads no attribute out of text, script or style content', () => {
    const html = [
      '<p>a style=&quot;color:red&quot; in text</p>',
      '<script type="application/json">{"x":"<b style=\\"color:red\\">"}</script>',
      '<style>a[style="x"]{color:red}</style>',
    ].join('')
    expect(inlineSourceHashes(html).styleAttributes).toEqual([])
  })

  it('formats a CSP hash source', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })
})

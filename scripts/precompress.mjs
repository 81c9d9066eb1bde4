// Writes .br and .gz next to every text asset of the built client, so the
// static server sends them precompressed (no compression work per request).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'dist', 'client')
const TEXT = /\.(js|css|svg|html|json|txt)$/

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(file)
    else if (TEXT.test(entry.name) && fs.statSync(file).size > 1024) {
      const content = fs.readFileSync(file)
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }))
    }
  }
}

walk(root)

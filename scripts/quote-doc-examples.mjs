// Copies each example file into the docs (and the README) that quote it: a fenced block right after an
// `<!-- example: <path from the repository root> -->` line becomes the file's whole text again
// (docs/examples/docs-match-examples.test.ts checks they agree). `npm run format` runs it after
// the formatter, which rewraps the examples but leaves the Markdown alone.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const QUOTE = /(<!-- example: (\S+) -->\n```\w*\n)[\s\S]*?```/g

const docs = [
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file)),
  'README.md',
]
for (const name of docs) {
  const file = join(root, name)
  const text = readFileSync(file, 'utf8')
  const quoted = text.replace(
    QUOTE,
    (_block, opening, path) => `${opening}${readFileSync(join(root, path), 'utf8')}\`\`\``,
  )
  if (quoted !== text) {
    writeFileSync(file, quoted)
    console.log(`quote-doc-examples: ${name} quotes its examples as they are now`)
  }
}

// No source line over 120 characters, data excepted. The formatter wraps code at 120 but leaves what it
// cannot break (comments, strings, template literals, test names): this names every such line as
// `file:line (length)` and fails when there is one. Data is left alone: JSON (locales, fixtures), Markdown,
// SVG, and the demo site's seeded texts.
//
//   node scripts/check-line-length.mjs            every tracked (and new, not ignored) source file
//   node scripts/check-line-length.mjs src/owner  only files under these paths
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const MAX_LINE = 120
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|html)$/
/** Files that are data written as code: long lines there are texts, not code. */
const DATA = [/^server\/db\/seed\/demo-catalogue\.ts$/, /^contract\/demo\/demo-page\.ts$/]

const root = join(import.meta.dirname, '..')
const paths = process.argv.slice(2)
const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...paths], {
  cwd: root,
  encoding: 'utf8',
})
const files = listed.split('\n').filter((file) => SOURCE.test(file) && !DATA.some((data) => data.test(file)))

const long = []
for (const file of new Set(files)) {
  let text
  try {
    text = readFileSync(join(root, file), 'utf8')
  } catch {
    continue // listed by git but deleted in the work tree
  }
  text.split('\n').forEach((line, index) => {
    // Characters as people count them (code points), not UTF-16 units.
    const length = [...line].length
    if (length > MAX_LINE) long.push(`${file}:${index + 1} (${length})`)
  })
}

if (long.length > 0) {
  console.error(long.join('\n'))
  const advice = 'wrap the comment, split the string or name a value'
  console.error(`\n${long.length} source lines over ${MAX_LINE} characters: ${advice}.`)
  process.exit(1)
}
console.log(`check-line-length: no source line over ${MAX_LINE} characters in ${files.length} files`)

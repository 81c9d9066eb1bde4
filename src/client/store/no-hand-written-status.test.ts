import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * A store outside the kernel never keeps its own load status or busy flag:
 * what a screen reads is a `Loadable` / `PagedList`, what it writes a
 * `Submission` (this folder), and a store is made by its app's root store,
 * never inside a component's `useState`. Each pattern below is one of the
 * hand-written forms these replaced.
 */
/** The names stores gave their hand-kept busy flags. */
const BUSY = 'saving|sending|busy|submitting|inviting|uploading|signingOut'

const PATTERNS: { name: string; pattern: RegExp }[] = [
  {
    name: "a load status of its own (`status: 'loading' | …`)",
    pattern: /\b\w*[sS]tatus\??\s*:\s*'(?:idle|loading|ready|failed)'\s*\|/,
  },
  {
    name: 'a busy flag reset by hand (`runInAction(() => (this.saving = false))`)',
    pattern: new RegExp(String.raw`runInAction\(\s*\(\)\s*=>\s*\(?\s*this\.(?:${BUSY}|loading)\s*=\s*(?:false|null)\b`),
  },
  {
    name: 'a busy flag field (`saving = false`)',
    pattern: new RegExp(
      String.raw`^\s*(?:(?:private|protected|public)\s+)?(?:${BUSY})\s*(?::[^=\n]+)?=\s*(?:false|null)\b`,
      'm',
    ),
  },
  {
    name: 'a store made inside useState (`useState(() => new …Store`)',
    pattern: /useState\(\s*\(\)\s*=>\s*new\s+\w*Store\b/,
  },
]

/**
 * Views whose store is the state of one lazily loaded panel or card (the enquiry and direct-buy panels, a quote
 * card): made with the view, so its code stays in the view's chunk and out of the widget's first download (its byte
 * budget, bench/initial-js.bench.ts), and dropped with it. Their reads and writes are on the kernel like every store.
 */
const LAZY_VIEW_STATE: readonly string[] = [
  'src/plugins/direct-buy/components/DirectBuyPanel.tsx',
  'src/plugins/enquiry/components/EnquiryPanel.tsx',
  'src/widget/quote/QuoteCard.tsx',
]

const src = join(import.meta.dirname, '..', '..')

function offences(): string[] {
  const files = (readdirSync(src, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('client/'))
  const found: string[] = []
  for (const file of files.sort()) {
    const text = readFileSync(join(src, file), 'utf8')
    for (const { name, pattern } of PATTERNS) if (pattern.test(text)) found.push(`src/${file}: ${name}`)
  }
  return found
}

describe('stores on the client kernel', () => {
  const found = offences()

  it('no store outside src/client keeps its own load status or busy flag, or is made inside useState', () => {
    const excused = LAZY_VIEW_STATE
    const files = found.filter((offence) => !excused.includes(offence.slice(0, offence.indexOf(':'))))
    expect(files).toEqual([])
  })

  it('the excused list names only files that still have a pattern', () => {
    const offending = new Set(found.map((offence) => offence.slice(0, offence.indexOf(':'))))
    expect(LAZY_VIEW_STATE.filter((file) => !offending.has(file))).toEqual([])
  })
})

import fs from 'node:fs'
import path from 'node:path'

/** A resource file's contents: nested keys, string leaves. */
export type Resource = { [key: string]: string | Resource }

/** Every language's files by name (`cart.json`), as read from `locales/<lng>/`. */
export type LocaleFiles = Record<string, Resource>

const PLURAL = /_(zero|one|two|few|many|other)$/

/** `a.b.c` → its string, every leaf of a resource. */
function leaves(resource: Resource, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(resource)) {
    const dotted = prefix === '' ? key : `${prefix}.${key}`
    if (typeof value === 'string') out.set(dotted, value)
    else for (const [k, v] of leaves(value, dotted)) out.set(k, v)
  }
  return out
}

/**
 * The `{{name}}` variables of a string (formats such as `{{n, number}}` count by their name), and the `{name}`
 * placeholders of the starter copy (`starter-copy.json`, filled by the sign-up) as `{name}`.
 */
function variables(text: string): string[] {
  const found = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\{(\w+)\}/g)]
  return [...new Set(found.map((match) => match[1] ?? `{${match[2]!}}`))].sort()
}

/** Keys folded by plural suffix: `items_one`/`items_other` → `items`, so languages with other plural forms compare. */
function folded(keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((key) => key.replace(PLURAL, '')))
}

/** What differs between a translation and English. */
export interface LocaleReport {
  /** Files of `en` the translation lacks (problems). */
  missingFiles: string[]
  /** `file: key: problem` lines; empty when the translation is complete. */
  problems: string[]
}

/**
 * Compares a translation with English: every key of `en` must exist in it (plural keys compare by their base), no
 * key may exist only in it, and every string must use the same `{{variables}}`.
 *
 * @example
 * checkLocales({ 'a.json': { hi: 'Hello {{name}}' } }, { 'a.json': { hi: 'नमस्ते' } }).problems
 * // ['a.json: hi: variables {{name}} in en but  in the translation']
 */
export function checkLocales(en: LocaleFiles, other: LocaleFiles): LocaleReport {
  const report: LocaleReport = { missingFiles: [], problems: [] }
  for (const [file, source] of Object.entries(en)) {
    const translation = other[file]
    if (translation === undefined) {
      report.missingFiles.push(file)
      continue
    }
    const enLeaves = leaves(source)
    const otherLeaves = leaves(translation)
    const enKeys = folded(enLeaves.keys())
    const otherKeys = folded(otherLeaves.keys())
    for (const key of enKeys) if (!otherKeys.has(key)) report.problems.push(`${file}: ${key}: missing`)
    for (const key of otherKeys) if (!enKeys.has(key)) report.problems.push(`${file}: ${key}: not in en (unused)`)
    const enVars = new Map<string, string>()
    for (const [key, text] of enLeaves) enVars.set(key.replace(PLURAL, ''), variables(text).join(' '))
    for (const [key, text] of otherLeaves) {
      const expected = enVars.get(key.replace(PLURAL, ''))
      const actual = variables(text).join(' ')
      if (expected !== undefined && expected !== actual && !(PLURAL.test(key) && actual === '')) {
        report.problems.push(`${file}: ${key}: variables {{${expected}}} in en but ${actual} in the translation`)
      }
    }
  }
  for (const file of Object.keys(other)) if (!(file in en)) report.problems.push(`${file}: not in en (unused file)`)
  report.problems.unshift(...report.missingFiles.map((file) => `${file}: file missing`))
  return report
}

/** Reads `locales/<lng>/*.json`. */
export function readLocale(root: string, lng: string): LocaleFiles {
  const dir = path.join(root, lng)
  const files: LocaleFiles = {}
  if (!fs.existsSync(dir)) return files
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    files[name] = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Resource
  }
  return files
}

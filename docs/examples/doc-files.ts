import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The repository's root. */
export const root = join(import.meta.dirname, '..', '..')

/** Every Markdown page of docs/ (its subfolders too) and the README, from the repository's root. */
export const docs = [
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
  'README.md',
]

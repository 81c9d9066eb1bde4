import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

/**
 * The product declares the Node it runs on (`engines.node`); every installed
 * package must accept that Node too, or `npm install` warns (EBADENGINE) and
 * the package may use what this Node lacks.
 */
const root = join(import.meta.dirname, '..')
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: unknown; optional?: boolean }>
}

describe('engines', () => {
  it('every package in the lockfile accepts the lowest Node the product declares', () => {
    const lowest = semver.minVersion(manifest.engines.node)!.version
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.optional)
      .flatMap(([path, entry]) => {
        const node =
          typeof entry.engines === 'object' && entry.engines !== null
            ? (entry.engines as { node?: unknown }).node
            : undefined
        return typeof node === 'string' && !semver.satisfies(lowest, node)
          ? [`${path}@${entry.version} wants node ${node}`]
          : []
      })
    expect(refusing).toEqual([])
  })
})

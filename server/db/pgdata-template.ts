import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

/**
 * An empty PGlite data directory (initdb's output), packed by `npm run build`
 * (scripts/pglite-template.mjs) as `dist/pglite/pgdata-<version>.tar.gz`.
 * Unpacking it is what makes a first start cheap: initdb inside the server
 * process runs a second PGlite instance beside the first and peaks at about
 * 750 MB resident; unpacking 40 MB of files costs a passing 40 MB buffer.
 */
export function templateFileName(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string
  }
  return `pgdata-${version}.tar.gz`
}

/**
 * Unpacks the template of the installed PGlite into `pgdata` when that
 * directory holds no database yet and `templateDir` has one; returns whether
 * it did. It unpacks into `pgdata.part` and renames it, so a start that dies
 * half-way leaves no half database behind.
 */
export function unpackTemplate(pgdata: string, templateDir: string | undefined): boolean {
  if (templateDir === undefined || fs.existsSync(path.join(pgdata, 'PG_VERSION'))) return false
  const template = path.join(templateDir, templateFileName())
  if (!fs.existsSync(template)) return false
  const partial = `${pgdata}.part`
  fs.rmSync(partial, { recursive: true, force: true })
  extractTar(gunzipSync(fs.readFileSync(template)), partial)
  if (fs.existsSync(pgdata)) fs.rmSync(pgdata, { recursive: true })
  fs.renameSync(partial, pgdata)
  return true
}

/** Regular files and directories of a ustar archive (what PGlite's `dumpDataDir` writes), nothing else. */
function extractTar(tar: Buffer, target: string): void {
  fs.mkdirSync(target, { recursive: true, mode: 0o700 })
  const field = (header: Buffer, start: number, length: number) =>
    header
      .subarray(start, start + length)
      .toString('utf8')
      .replace(/\0.*$/s, '')
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512)
    if (header.every((byte) => byte === 0)) break
    const name = [field(header, 345, 155), field(header, 0, 100)].filter(Boolean).join('/')
    const size = parseInt(field(header, 124, 12).trim() || '0', 8)
    const type = field(header, 156, 1) || '0'
    const file = path.join(target, name)
    if (!file.startsWith(target + path.sep)) throw new Error(`template entry outside the data directory: ${name}`)
    if (type === '5') fs.mkdirSync(file, { recursive: true, mode: 0o700 })
    else if (type === '0') {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
      fs.writeFileSync(file, tar.subarray(offset + 512, offset + 512 + size), { mode: 0o600 })
    } else throw new Error(`template entry of unexpected type ${type}: ${name}`)
    offset += 512 + Math.ceil(size / 512) * 512
  }
}

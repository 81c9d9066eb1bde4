// `npm run build`: an empty PGlite data directory (initdb's output) as a tarball, dist/pglite/pgdata-<version>.tar.gz.
// A server whose DATA_DIR has no database yet unpacks it instead of running initdb in its own process, which
// peaks at about 750 MB resident (two PGlite instances at once); this script takes that peak once, at build time.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'))
const dir = path.join(root, 'dist', 'pglite')
const file = path.join(dir, `pgdata-${version}.tar.gz`)

if (fs.existsSync(file)) process.exit(0)
const { PGlite } = await import('@electric-sql/pglite')
const started = Date.now()
const pglite = await PGlite.create('memory://')
const tarball = await pglite.dumpDataDir('gzip')
await pglite.close()
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
fs.writeFileSync(`${file}.part`, Buffer.from(await tarball.arrayBuffer()))
fs.renameSync(`${file}.part`, file)
console.log(
  `dist/pglite/${path.basename(file)}: ` +
    `${(fs.statSync(file).size / 1048576).toFixed(1)} MB in ${Date.now() - started} ms`,
)

// `npm start`: rebuild when a source is newer than the build, then run the production server in this process.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, buildIsStale, root } from './build-state.mjs'

if (buildIsStale()) build()
await import(pathToFileURL(path.join(root, 'dist', 'server', 'main.js')).href)

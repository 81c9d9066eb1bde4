// `npm run test:e2e` (and `npm test`): build only when a source is newer than the build, as `npm start` does. A fresh
// `npm install`/`npm ci` has just built (the postinstall), so the end-to-end tests run on that build instead of a
// second one.
import { build, buildIsStale } from './build-state.mjs'

if (buildIsStale()) build()
else console.log('vitrine: the build is newer than every source; not building again')

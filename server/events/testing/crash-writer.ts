import type { DomainEvent } from '../../../contract/events.js'
import { CONTACT_PATH } from '../../../contract/contact.js'
import { buildApp } from '../../app.js'
import { loadConfig } from '../../config.js'
import { openDatabase } from '../../db/database.js'
import { createModuleRenderer } from '../../render/renderer.js'

/**
 * A server process that dies between the commit and the push (run by
 * outbox.test.ts): it stores a lead through the contact call, on the
 * PostgreSQL of `DATABASE_URL`, and is killed (SIGKILL, no clean-up of any
 * kind) the moment the lead's transaction has committed, before its
 * dispatcher hands the event to any subscriber.
 */
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '' })
// Plain Node runs this file (through tsx), which cannot load the SSR entry's CSS: this process serves no page.
const renderer = createModuleRenderer('', () => Promise.reject(new Error('this process renders no page')))
// The SECRETS_KEY the other processes seal with (a process whose key cannot open what is stored refuses to start).
const secretsKey = process.env.SECRETS_KEY ? { SECRETS_KEY: process.env.SECRETS_KEY } : {}
const app = await buildApp(loadConfig({ DATA_DIR: '/nonexistent', ...secretsKey }), {
  database,
  renderer,
  seed: true,
  events: { leaseMs: 300, pollMs: 40 },
})
// Killed right after the commit, before the dispatcher hands the event to any subscriber (the app's own included).
const dispatcher = app.events as { committed(events: readonly DomainEvent[]): void }
dispatcher.committed = (events) => {
  if (events.some((event) => event.type === 'lead.received')) process.kill(process.pid, 'SIGKILL')
}
await app.inject({
  method: 'POST',
  url: CONTACT_PATH,
  payload: JSON.parse(process.env.LEAD!),
  remoteAddress: '10.8.0.1',
})
// Not reached: the process died with the event committed and not delivered.
process.exit(0)

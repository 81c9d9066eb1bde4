import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DomainEvent } from '../../contract/events.js'
import type { DatabaseHandle } from '../db/database.js'
import { testDatabases } from '../test/databases.js'
import { EventDispatcher } from './dispatcher.js'
import { leadPayload } from './testing/lead-payload.js'

const silent = { warn() {}, error() {} }

const tick = () => new Promise((resolve) => setTimeout(resolve, 10))

describe.each(testDatabases)('committed events handed to the subscribers, $name', (kind) => {
  let database: DatabaseHandle
  beforeAll(async () => void (database = await kind.open()))
  afterAll(() => database?.close())

  it("the live subscriber gets a burst at once; the rest a few of a site's events at a time; none lost", async () => {
    const dispatcher = new EventDispatcher(database.db, silent, { afterCommitConcurrency: 2, flushMs: 5 })
    const live: string[] = []
    const held: { release: () => void }[] = []
    const state = { running: 0, most: 0, done: 0 }
    dispatcher.subscribe({ name: 'sockets', live: true, handle: (event: DomainEvent) => void live.push(event.id) })
    dispatcher.subscribe({
      name: 'web-push',
      handle: () =>
        new Promise<void>((resolve) => {
          state.most = Math.max(state.most, ++state.running)
          held.push({
            release: () => {
              state.running--
              state.done++
              resolve()
            },
          })
        }),
    })

    await dispatcher.transaction(async (tx) => {
      for (let index = 0; index < 8; index++) tx.emit('lead.handled', leadPayload('a-site', index))
    })
    await tick()
    // Every event reached the sockets at once; two of eight are with the other subscriber, the rest wait their turn.
    expect(live).toHaveLength(8)
    expect(held).toHaveLength(2)
    // Another site's event does not wait behind the first site's.
    await dispatcher.transaction(async (tx) => {
      tx.emit('lead.handled', leadPayload('another-site', 8))
    })
    await tick()
    expect([live.length, held.length]).toEqual([9, 3])
    while (state.done < 9) {
      held.shift()!.release()
      await tick()
    }
    expect(state.most).toBe(3)
    // Each was delivered to both and marked delivered.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const pending = await database.db
      .selectFrom('outboxEvents')
      .select('id')
      .where('id', 'in', live)
      .where('deliveredAt', 'is', null)
      .execute()
    expect(pending).toEqual([])
  })
})

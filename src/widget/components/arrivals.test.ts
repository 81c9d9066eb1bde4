import { describe, expect, it } from 'vitest'
import { createTestEngine } from '../../engine/testing'
import { Arrivals } from './arrivals'

describe('Arrivals', () => {
  const { message, clock } = createTestEngine()
  const shownAt = clock.now()
  const at = (offset: number) => new Date(shownAt + offset).toISOString()

  it('claims a message created after the list showed, once; never the history or an older page', () => {
    const arrivals = new Arrivals(shownAt)
    expect(arrivals.claim(message({ _id: 'old', createdAt: at(-60_000) }))).toBe(false)
    expect(arrivals.claim(message({ _id: 'same-moment', createdAt: at(0) }))).toBe(false)
    const fresh = message({ _id: 'new', createdAt: at(1000) })
    expect(arrivals.claim(fresh)).toBe(true)
    expect(arrivals.claim(fresh)).toBe(false) // its row scrolled away and back
  })

  it('knows our own message by its client id, so the server row replacing the pending one does not replay', () => {
    const arrivals = new Arrivals(shownAt)
    expect(
      arrivals.claim({ ...message({ _id: 'pending:c1', clientMessageId: 'c1', createdAt: at(500) }), pending: true }),
    ).toBe(true)
    expect(arrivals.claim(message({ _id: 'srv-1', clientMessageId: 'c1', createdAt: at(800) }))).toBe(false)
  })
})

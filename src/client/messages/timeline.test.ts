import { describe, expect, it } from 'vitest'
import { Timeline } from './timeline'

const at = (id: string, minute: number) => ({
  _id: id,
  createdAt: new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString(),
})

describe('Timeline', () => {
  it('keeps messages in time order, ties by id, whatever order they arrive in', () => {
    const timeline = new Timeline()
    for (const message of [at('c', 5), at('a', 1), at('e', 9), at('b', 5), at('d', 7)]) timeline.put(message)
    expect(timeline.items.map((message) => message._id)).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('replaces a message put again and forgets removed ones', () => {
    const timeline = new Timeline()
    timeline.put(at('a', 1))
    timeline.put(at('b', 2))
    timeline.put({ ...at('a', 3) })
    expect(timeline.items.map((message) => message._id)).toEqual(['b', 'a'])
    timeline.remove('b')
    expect(timeline.items.map((message) => message._id)).toEqual(['a'])
    expect(timeline.timeOf(at('a', 3))).toBe(Date.UTC(2026, 10, 22, 10, 3))
    timeline.clear()
    expect(timeline.items).toEqual([])
  })

  it('hands out the same array until something changes', () => {
    const timeline = new Timeline()
    timeline.put(at('a', 1))
    const first = timeline.items
    expect(timeline.items).toBe(first)
    timeline.put(at('b', 2))
    expect(timeline.items).not.toBe(first)
  })
})

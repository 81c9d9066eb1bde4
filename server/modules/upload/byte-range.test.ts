import { describe, expect, it } from 'vitest'
import { parseRange } from './byte-range.js'

describe('parseRange', () => {
  it.each<[string | undefined, number, ReturnType<typeof parseRange>]>([
    [undefined, 10, undefined],
    ['bytes=0-1', 10, { start: 0, end: 1 }],
    ['bytes=5-', 10, { start: 5, end: 9 }],
    ['bytes=5-100', 10, { start: 5, end: 9 }],
    ['bytes=-4', 10, { start: 6, end: 9 }],
    ['bytes=-40', 10, { start: 0, end: 9 }],
    ['bytes=10-', 10, 'unsatisfiable'],
    ['bytes=-0', 10, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=5-2', 10, undefined],
    ['bytes=0-1,4-5', 10, undefined],
    ['items=0-1', 10, undefined],
    ['bytes=-', 10, undefined],
  ])('%j of %i bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected)
  })
})

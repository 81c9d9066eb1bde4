import type { ByteRange } from '../../providers/storage/index.js'

/**
 * The single byte range of a `Range` header for a file of `size` bytes:
 * undefined when there is no usable header (serve the whole file: several
 * ranges, other units, malformed), 'unsatisfiable' when it lies outside the
 * file (416). Media players (Safari above all) need this to play and seek.
 *
 * @example
 * parseRange('bytes=0-1', 10) // { start: 0, end: 1 }
 * parseRange('bytes=-4', 10) // { start: 6, end: 9 }
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  const [first, last] = [match[1]!, match[2]!]
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size) return 'unsatisfiable'
  if (end < start) return undefined
  return { start, end }
}

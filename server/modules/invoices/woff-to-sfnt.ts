import { inflateSync } from 'node:zlib'

/**
 * A WOFF 1.0 font file as the plain TrueType/OpenType file it wraps (each table inflated, the table directory
 * rewritten). fontkit reads WOFF too, but inflates a table again on every read of it, which made laying out one
 * Devanagari line take tens of milliseconds; the plain file is read as is.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file')
  const flavor = woff.readUInt32BE(4)
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const stored = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    }
  })
  let power = 1
  while (power * 2 <= count) power *= 2
  const header = Buffer.alloc(12 + count * 16)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(count, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(count * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, index) => {
    const at = 12 + index * 16
    header.writeUInt32BE(table.tag, at)
    header.writeUInt32BE(table.checksum, at + 4)
    header.writeUInt32BE(offset, at + 8)
    header.writeUInt32BE(table.data.length, at + 12)
    const padded = Buffer.alloc((table.data.length + 3) & ~3)
    table.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

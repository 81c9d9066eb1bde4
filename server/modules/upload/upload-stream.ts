import type { Multipart } from '@fastify/multipart'
import { SNIFF_BYTES, type FolderRule } from './file-type.js'
import { fileTooLarge, malformedBody, uploadQuotaExceeded } from './upload-errors.js'

// How the upload service reads a multipart file: chunk by chunk, the head first, within the folder's cap.

/** The file's chunks; a body that ends inside the file part is a malformed body (400), not a server failure. */
export function sourceChunks(iterator: AsyncIterator<Buffer>): AsyncIterator<Buffer> {
  return {
    next: async () => {
      try {
        return await iterator.next()
      } catch (error) {
        throw (error as { statusCode?: number }).statusCode === undefined ? malformedBody() : error
      }
    },
    return: async () => (await iterator.return?.()) ?? { done: true, value: undefined },
  }
}

/** The first `SNIFF_BYTES` (or more, a whole chunk) of the file; `complete` when that is the whole file. */
export async function readHead(chunks: AsyncIterator<Buffer>): Promise<{ head: Buffer; complete: boolean }> {
  const parts: Buffer[] = []
  let length = 0
  while (length < SNIFF_BYTES) {
    const next = await chunks.next()
    if (next.done) return { head: Buffer.concat(parts), complete: true }
    parts.push(next.value)
    length += next.value.length
  }
  return { head: Buffer.concat(parts), complete: false }
}

/** The bytes that passed. */
export interface Counted {
  bytes: number
}

/**
 * The head then the rest of the file, failing with 413 past the folder's cap or the quota's room; `counted.bytes` is
 * what passed.
 */
export async function* guarded(
  head: Buffer,
  complete: boolean,
  chunks: AsyncIterator<Buffer>,
  limits: { rule: FolderRule; roomBytes: number; truncated: () => boolean },
  counted: Counted,
) {
  counted.bytes = head.length
  yield head
  if (!complete) {
    for (;;) {
      const next = await chunks.next()
      if (next.done) break
      counted.bytes += next.value.length
      if (counted.bytes > limits.rule.maxBytes) throw fileTooLarge(limits.rule.maxBytes)
      if (counted.bytes > limits.roomBytes) throw uploadQuotaExceeded()
      yield next.value
    }
  }
  // Busboy's own cap (the largest folder's, plus one byte) cut the file.
  if (limits.truncated()) throw fileTooLarge(limits.rule.maxBytes)
}

/** Busboy's parse errors (no boundary, broken part headers) are the client's fault: 400, not 500. */
export async function* malformedAsBadRequest(parts: AsyncIterable<Multipart>): AsyncGenerator<Multipart> {
  const iterator = parts[Symbol.asyncIterator]()
  let done = false
  try {
    for (;;) {
      let next: IteratorResult<Multipart>
      try {
        next = await iterator.next()
      } catch (error) {
        done = true
        throw (error as { statusCode?: number }).statusCode === undefined ? malformedBody() : error
      }
      if (next.done) return
      yield next.value
    }
  } finally {
    if (!done) await iterator.return?.()
  }
}

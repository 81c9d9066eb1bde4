import type { Readable } from 'node:stream'

/** A stored file, ready to be streamed to a client. */
export interface StoredFile {
  /** The whole file, or only the requested byte range. */
  stream: Readable
  contentType: string
  /** Size of the whole file. */
  size: number
}

/** Bytes `start` to `end`, both included (HTTP `Range` semantics). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where uploads are kept. Keys are relative paths made of
 * `[A-Za-z0-9_-][A-Za-z0-9._-]*` segments (see `isSafeKey`); the caller
 * generates them.
 *
 * @example
 * const { url } = await storage.save('site/chat-widget/images/2025/01/3f2c.png', stream, 'image/png')
 */
export interface FileStorage {
  /**
   * Streams `stream` to `key`. Either the whole file is stored or nothing is:
   * when the stream fails (aborted upload, size cap), nothing is left behind
   * and the stream's error is rethrown.
   */
  save(key: string, stream: Readable, contentType: string): Promise<{ url: string }>
  /** The URL `save` answers for `key` (a path on the site for the disk, the bucket's URL for S3). */
  urlOf(key: string): string
  /**
   * The file at `key` (only `range` of it when given, which must lie within the file), or null when there is none (or
   * the key is not a valid key).
   */
  open(key: string, range?: ByteRange): Promise<StoredFile | null>
  /** Deletes `key`; a missing file is not an error. */
  remove(key: string): Promise<void>
  /** Releases clients and handles (called when the app closes). */
  close?(): Promise<void>
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/**
 * A relative key of safe segments: no `..`, no absolute path, no empty or
 * dot-leading segment (so temporary `.tmp/` files can never be addressed).
 *
 * @example
 * isSafeKey('a/b/c.png') // true
 * isSafeKey('../etc/passwd') // false
 */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && key.split('/').every((segment) => SEGMENT.test(segment))
}

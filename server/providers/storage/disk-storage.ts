import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { isSafeKey, type ByteRange, type FileStorage, type StoredFile } from './file-storage.js'
import { contentTypeForKey } from './media-types.js'

/** Folder (under the storage root) of files being written; never served. */
export const TEMP_FOLDER = '.tmp'

/**
 * Files under a root folder (`DATA_DIR/uploads`), served by the app at
 * `<urlPrefix><key>`. A file is written to `.tmp/` first and renamed into
 * place once complete, so an aborted upload leaves nothing behind. The
 * content type is derived from the key's extension when serving.
 *
 * @example
 * const storage = new DiskStorage('/var/lib/vitrine/uploads')
 * await storage.save('s1/chat-widget/images/2025/01/x.png', stream, 'image/png')
 * // { url: '/uploads/s1/chat-widget/images/2025/01/x.png' }
 */
export class DiskStorage implements FileStorage {
  constructor(
    readonly root: string,
    private readonly urlPrefix = '/uploads/',
  ) {}

  urlOf(key: string): string {
    return `${this.urlPrefix}${key}`
  }

  async save(key: string, stream: Readable, _contentType: string): Promise<{ url: string }> {
    if (!isSafeKey(key)) throw new Error(`invalid storage key "${key}"`)
    const target = path.join(this.root, key)
    const temp = path.join(this.root, TEMP_FOLDER, `${randomUUID()}.part`)
    await fs.mkdir(path.dirname(temp), { recursive: true })
    try {
      await pipeline(stream, createWriteStream(temp, { flags: 'wx' }))
      await fs.mkdir(path.dirname(target), { recursive: true })
      await fs.rename(temp, target)
    } catch (error) {
      stream.destroy()
      await fs.rm(temp, { force: true })
      throw error
    }
    return { url: this.urlOf(key) }
  }

  async open(key: string, range?: ByteRange): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null
    const file = path.join(this.root, key)
    let handle: fs.FileHandle
    try {
      handle = await fs.open(file, 'r')
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
    try {
      const stat = await handle.stat()
      if (!stat.isFile()) {
        await handle.close()
        return null
      }
      // The stream owns the handle (closed when it ends or is destroyed), so a file removed meanwhile still streams
      // whole.
      return {
        stream: handle.createReadStream(range ? { start: range.start, end: range.end } : {}),
        contentType: contentTypeForKey(key),
        size: stat.size,
      }
    } catch (error) {
      await handle.close()
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    if (!isSafeKey(key)) return
    await fs.rm(path.join(this.root, key), { force: true })
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code
  // ENAMETOOLONG: a safe key whose segment is longer than a file name may be (stored keys never are).
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'ENAMETOOLONG'
}

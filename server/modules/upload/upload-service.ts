import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Multipart, MultipartFile } from '@fastify/multipart'
import { PHOTO_FOLDER } from '../../../contract/photo.js'
import type { FileStorage } from '../../providers/storage/index.js'
import {
  detectFileType,
  FOLDER_RULES,
  isUploadFolder,
  SNIFF_BYTES,
  type FileType,
  type FolderRule,
  type UploadFolder,
} from './file-type.js'
import {
  fileTooLarge,
  invalidFileType,
  invalidFolder,
  malformedBody,
  missingFile,
  uploadAborted,
  uploadQuotaExceeded,
} from './upload-errors.js'
import { writePhotoVariants } from './photo-variants.js'

/** Longest `fileName` kept (it is only a hint, see `detectFileType`). */
const MAX_FILE_NAME = 255

export interface UploadResult {
  url: string
  key: string
  type: FileType
  /** Size of the stored file (and of its photo variants). */
  bytes: number
  /** Keys written besides `key` (a photo's variants). */
  derivedKeys: string[]
  /** A photo (`PHOTO_FOLDER`): `url` is its largest WebP variant's, this says its size and where the original is. */
  photo?: { width: number; height: number; original: string }
}

/**
 * Stores one uploaded file (`POST /upload/aws/s3/upload`). The multipart
 * fields `folder` (and optionally `fileName`) must come BEFORE the `file`
 * part, so the folder's size cap and allowed types are known while the file
 * streams: the first 4 KB decide the type (magic bytes only), a byte counter
 * stops the stream with 413 past the folder's cap, and the file goes to
 * storage under `<siteId>/<folder>/<yyyy>/<mm>/<uuid>.<ext>`. Nothing is
 * buffered beyond the 4 KB head; on any failure what was written is removed.
 * `roomBytes` (what the site's upload quota has left) stops the stream with
 * 413 `UPLOAD_QUOTA_EXCEEDED` the same way.
 *
 * @example
 * const service = new UploadService(app.storage)
 * const { url } = await service.upload(request.parts(), customer.siteId, () => !request.raw.destroyed)
 */
export class UploadService {
  constructor(
    private readonly storage: FileStorage,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * @param parts the request's multipart parts, in order
   * @param stillConnected false once the client is gone: a file then is never kept
   * @param roomBytes most bytes the file may have within the site's quota
   * @param photos whether `PHOTO_FOLDER` is open (the owner's upload only)
   */
  async upload(
    parts: AsyncIterable<Multipart>,
    siteId: string,
    stillConnected: () => boolean = () => true,
    roomBytes = Infinity,
    photos = false,
  ): Promise<UploadResult> {
    let folder: UploadFolder | null = null
    let fileName: string | undefined
    let stored: UploadResult | null = null
    try {
      for await (const part of malformedAsBadRequest(parts)) {
        if (part.type === 'field') {
          // Fields after the file cannot change how it was stored: ignored.
          if (stored !== null) continue
          const value = typeof part.value === 'string' ? part.value.trim() : ''
          if (part.fieldname === 'folder') {
            if (!isUploadFolder(value) || (value === PHOTO_FOLDER && !photos)) throw invalidFolder()
            folder = value
          } else if (part.fieldname === 'fileName') {
            fileName = value.slice(0, MAX_FILE_NAME)
          }
          continue
        }
        if (part.fieldname !== 'file' || stored !== null) {
          part.file.resume()
          continue
        }
        if (folder === null) throw invalidFolder()
        stored = await this.store(part, { folder, fileName, siteId, roomBytes })
      }
      if (stored === null) throw missingFile()
      if (!stillConnected()) throw uploadAborted()
      return stored
    } catch (error) {
      if (stored !== null) await this.removeAll(stored)
      throw error
    }
  }

  /** Removes a stored upload: the file and what was derived from it. */
  async removeAll(stored: UploadResult): Promise<void> {
    const keys = [stored.key, ...stored.derivedKeys]
    await Promise.all(keys.map((key) => this.storage.remove(key).catch(() => undefined)))
  }

  private async store(
    part: MultipartFile,
    { folder, fileName, siteId, roomBytes }: StoreOptions,
  ): Promise<UploadResult> {
    const rule = FOLDER_RULES[folder]
    const source = part.file
    const chunks = sourceChunks(source[Symbol.asyncIterator]() as AsyncIterator<Buffer>)
    let finished = false
    try {
      const { head, complete } = await readHead(chunks)
      if (head.length > rule.maxBytes) throw fileTooLarge(rule.maxBytes)
      if (head.length > roomBytes) throw uploadQuotaExceeded()
      const detected = detectFileType(head, { complete, nameHint: fileName })
      const type = detected && rule.accept(detected)
      if (!type) throw invalidFileType(rule)

      const key = this.keyFor(siteId, folder, type, fileName)
      // A photo's bytes are kept (5 MB at most) for its variants.
      const counted: Counted = { bytes: 0, kept: folder === PHOTO_FOLDER ? [] : undefined }
      const body = Readable.from(
        guarded(head, complete, chunks, { rule, roomBytes, truncated: () => source.truncated }, counted),
        { objectMode: false },
      )
      const { url } = await this.storage.save(key, body, type.contentType)
      finished = true
      if (!counted.kept) return { url, key, type, bytes: counted.bytes, derivedKeys: [] }
      return await this.withVariants({ url, key, type, bytes: counted.bytes }, Buffer.concat(counted.kept), roomBytes)
    } finally {
      // Stops reading a refused or failed file; the route drops the rest of the body (settleUnreadBody).
      if (!finished) await chunks.return?.().catch(() => undefined)
    }
  }

  /** Writes the photo's variants; the original goes again when that fails, or when they pass the quota's room. */
  private async withVariants(
    original: Omit<UploadResult, 'derivedKeys'>,
    bytes: Buffer,
    roomBytes: number,
  ): Promise<UploadResult> {
    try {
      const variants = await writePhotoVariants(this.storage, original.key, bytes)
      const stored: UploadResult = {
        ...original,
        url: this.storage.urlOf(variants.mainKey),
        bytes: original.bytes + variants.bytes,
        derivedKeys: variants.keys,
        photo: { width: variants.width, height: variants.height, original: original.url },
      }
      if (stored.bytes > roomBytes) {
        await this.removeAll(stored)
        throw uploadQuotaExceeded()
      }
      return stored
    } catch (error) {
      await this.storage.remove(original.key).catch(() => undefined)
      throw error
    }
  }

  /**
   * `<site>/<folder>/<yyyy>/<mm>/<uuid>/<name>.<ext>`: unguessable by its
   * uuid, and ending in the name the customer chose (made safe for a key),
   * so the chat and a download show it; the extension is the detected type's.
   */
  private keyFor(siteId: string, folder: UploadFolder, type: FileType, fileName: string | undefined): string {
    const now = this.now()
    const month = String(now.getUTCMonth() + 1).padStart(2, '0')
    const name = `${safeStem(fileName)}.${type.extension}`
    return `${siteId}/${folder}/${now.getUTCFullYear()}/${month}/${randomUUID()}/${name}`
  }
}

/** The file's chunks; a body that ends inside the file part is a malformed body (400), not a server failure. */
function sourceChunks(iterator: AsyncIterator<Buffer>): AsyncIterator<Buffer> {
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
async function readHead(chunks: AsyncIterator<Buffer>): Promise<{ head: Buffer; complete: boolean }> {
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

/** The bytes that passed, and the chunks themselves when they are `kept`. */
interface Counted {
  bytes: number
  kept: Buffer[] | undefined
}

interface StoreOptions {
  folder: UploadFolder
  fileName: string | undefined
  siteId: string
  roomBytes: number
}

/**
 * The head then the rest of the file, failing with 413 past the folder's cap or the quota's room; `counted.bytes` is
 * what passed.
 */
async function* guarded(
  head: Buffer,
  complete: boolean,
  chunks: AsyncIterator<Buffer>,
  limits: { rule: FolderRule; roomBytes: number; truncated: () => boolean },
  counted: Counted,
) {
  counted.bytes = head.length
  counted.kept?.push(head)
  yield head
  if (!complete) {
    for (;;) {
      const next = await chunks.next()
      if (next.done) break
      counted.bytes += next.value.length
      if (counted.bytes > limits.rule.maxBytes) throw fileTooLarge(limits.rule.maxBytes)
      if (counted.bytes > limits.roomBytes) throw uploadQuotaExceeded()
      counted.kept?.push(next.value)
      yield next.value
    }
  }
  // Busboy's own cap (the largest folder's, plus one byte) cut the file.
  if (limits.truncated()) throw fileTooLarge(limits.rule.maxBytes)
}

/** Busboy's parse errors (no boundary, broken part headers) are the client's fault: 400, not 500. */
async function* malformedAsBadRequest(parts: AsyncIterable<Multipart>): AsyncGenerator<Multipart> {
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

/**
 * The chosen file name without its extension, as a storage key segment:
 * letters, digits, '.', '_' and '-' (anything else becomes '-'), at most 80
 * characters; 'file' when nothing is left.
 *
 * @example
 * safeStem('Diwali menu (final).PDF') // 'Diwali-menu-final'
 */
export function safeStem(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? ''
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base
  const safe = stem
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80)
    .replace(/[-.]+$/, '')
  return safe === '' ? 'file' : safe
}

import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Multipart, MultipartFile } from '@fastify/multipart'
import { PHOTO_FOLDER } from '../../../contract/photo.js'
import type { FileStorage } from '../../providers/storage/index.js'
import { cleanImage } from './clean-image.js'
import { detectFileType, FOLDER_RULES, isUploadFolder, type FileType, type UploadFolder } from './file-type.js'
import type { ImageDecoder } from './image-decoder.js'
import { writePhotoVariants } from './photo-variants.js'
import {
  fileTooLarge,
  invalidFileType,
  invalidFolder,
  missingFile,
  uploadAborted,
  uploadQuotaExceeded,
} from './upload-errors.js'
import { guarded, malformedAsBadRequest, readHead, sourceChunks } from './upload-stream.js'

/**
 * The folders of pictures: never stored as sent (they may carry the camera's location, model and owner), but
 * cleaned (`cleanImage`) or made into WebP widths (`writePhotoVariants`).
 */
const PICTURE_FOLDERS: ReadonlySet<UploadFolder> = new Set(['chat-widget/images', PHOTO_FOLDER])

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
  /** A photo (`PHOTO_FOLDER`): `url` and `key` are its largest WebP variant's, this says its size. */
  photo?: { width: number; height: number }
}

/**
 * Stores one uploaded file (`POST /upload/aws/s3/upload`). The multipart
 * fields `folder` (and optionally `fileName`) must come BEFORE the `file`
 * part, so the folder's size cap and allowed types are known while the file
 * streams: the first 4 KB decide the type (magic bytes only), a byte counter
 * stops the stream with 413 past the folder's cap, and the file goes to
 * storage under `<siteId>/<folder>/<yyyy>/<mm>/<uuid>/<name>.<ext>`. Nothing
 * is buffered beyond the 4 KB head, except a picture (`PICTURE_FOLDERS`, 5 MB
 * at most), which is stored only cleaned of its metadata (a chat image) or as
 * WebP widths (an owner's photo); on any failure what was written is removed.
 * `roomBytes` (what the site's upload quota has left) stops the stream with
 * 413 `UPLOAD_QUOTA_EXCEEDED` the same way.
 *
 * @example
 * const service = new UploadService(app.storage, new ImageDecoder(app.config.images))
 * const { url } = await service.upload(request.parts(), customer.siteId, () => !request.raw.destroyed)
 */
export class UploadService {
  constructor(
    private readonly storage: FileStorage,
    private readonly decoder: ImageDecoder,
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
      const counted = { bytes: 0 }
      const limits = { rule, roomBytes, truncated: () => source.truncated }
      const body = guarded(head, complete, chunks, limits, counted)
      if (!PICTURE_FOLDERS.has(folder)) {
        const { url } = await this.storage.save(key, Readable.from(body, { objectMode: false }), type.contentType)
        finished = true
        return { url, key, type, bytes: counted.bytes, derivedKeys: [] }
      }
      // A picture (5 MB at most) is kept in memory, then only its clean re-encoding or its WebP widths are stored.
      const parts: Buffer[] = []
      for await (const chunk of body) parts.push(chunk)
      finished = true
      const bytes = Buffer.concat(parts)
      const stored =
        folder === PHOTO_FOLDER ? await this.storePhoto(key, type, bytes) : await this.storeClean(key, type, bytes)
      if (stored.bytes > roomBytes) {
        await this.removeAll(stored)
        throw uploadQuotaExceeded()
      }
      return stored
    } finally {
      // Stops reading a refused or failed file; the route drops the rest of the body (settleUnreadBody).
      if (!finished) await chunks.return?.().catch(() => undefined)
    }
  }

  /** The photo's WebP widths (no original): `key` is the largest one's, the others are derived keys. */
  private async storePhoto(key: string, type: FileType, bytes: Buffer): Promise<UploadResult> {
    const variants = await writePhotoVariants(this.storage, this.decoder, key, bytes)
    return {
      url: this.storage.urlOf(variants.mainKey),
      key: variants.mainKey,
      type,
      bytes: variants.bytes,
      derivedKeys: variants.keys.filter((each) => each !== variants.mainKey),
      photo: { width: variants.width, height: variants.height },
    }
  }

  /** A chat picture without its metadata, upright, in its own format. */
  private async storeClean(key: string, type: FileType, bytes: Buffer): Promise<UploadResult> {
    const clean = await cleanImage(this.decoder, bytes, type)
    const { url } = await this.storage.save(key, Readable.from([clean]), type.contentType)
    return { url, key, type, bytes: clean.length, derivedKeys: [] }
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

interface StoreOptions {
  folder: UploadFolder
  fileName: string | undefined
  siteId: string
  roomBytes: number
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

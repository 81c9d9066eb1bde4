import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { S3Client } from '@aws-sdk/client-s3'
import type { StorageConfig } from '../../config.js'
import { isSafeKey, type ByteRange, type FileStorage, type StoredFile } from './file-storage.js'
import { isInlineType } from './media-types.js'

/** The `STORAGE=s3` settings (server/config.ts), plus what tests and operators may override. */
export type S3StorageOptions = Omit<Extract<StorageConfig, { kind: 's3' }>, 'kind'> & {
  /** Where uploads are spooled before they are sent (default: the OS temp folder). */
  spoolDir?: string
  /** A client to use instead of one built from the options (tests). */
  client?: S3Client
}

/**
 * Objects in an S3-compatible bucket. An upload is first spooled to a temp
 * file (no memory buffering, and the size is known), then sent with one
 * PutObject carrying ContentLength, ContentType and, for anything that is not
 * an image, audio or video, `Content-Disposition: attachment`. The spool file
 * is always removed; a failed stream sends nothing. The bucket (or its CDN)
 * must be publicly readable at `url`.
 *
 * @example
 * const storage = new S3Storage({
 *   bucket: 'vitrine',
 *   endpoint: 'https://<account>.r2.cloudflarestorage.com',
 *   region: 'auto',
 *   ...
 * })
 */
export class S3Storage implements FileStorage {
  #client: S3Client | undefined
  private readonly spoolDir: string

  constructor(private readonly options: S3StorageOptions) {
    this.spoolDir = options.spoolDir ?? os.tmpdir()
    this.#client = options.client
  }

  /** The SDK, loaded on first use: a server with disk storage never parses it (about 20 MB resident). */
  async #sdk() {
    const sdk = await import('@aws-sdk/client-s3')
    const { options } = this
    this.#client ??= new sdk.S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // S3-compatible stores (R2, MinIO) do not all accept the SDK's default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
    return { sdk, client: this.#client }
  }

  /** The public URL of an object. */
  urlOf(key: string): string {
    const { publicUrl, endpoint, bucket, region } = this.options
    if (publicUrl) return `${publicUrl}/${key}`
    if (endpoint) return `${endpoint}/${bucket}/${key}`
    return `https://${bucket}.s3.${region}.amazonaws.com/${key}`
  }

  async save(key: string, stream: Readable, contentType: string): Promise<{ url: string }> {
    if (!isSafeKey(key)) throw new Error(`invalid storage key "${key}"`)
    const spool = path.join(this.spoolDir, `vitrine-upload-${randomUUID()}.part`)
    try {
      await pipeline(stream, createWriteStream(spool, { flags: 'wx' }))
      const { size } = await fs.stat(spool)
      const { sdk, client } = await this.#sdk()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: createReadStream(spool),
          ContentLength: size,
          ContentType: contentType,
          ...(isInlineType(contentType) ? {} : { ContentDisposition: 'attachment' }),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
    } catch (error) {
      stream.destroy()
      throw error
    } finally {
      await fs.rm(spool, { force: true })
    }
    return { url: this.urlOf(key) }
  }

  async open(key: string, range?: ByteRange): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null
    try {
      const { sdk, client } = await this.#sdk()
      const object = await client.send(
        new sdk.GetObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )
      if (!(object.Body instanceof Readable)) return null
      // A ranged answer's Content-Range ends with the whole size.
      const size = Number(/\/(\d+)$/.exec(object.ContentRange ?? '')?.[1] ?? object.ContentLength ?? 0)
      return { stream: object.Body, contentType: object.ContentType ?? 'application/octet-stream', size }
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    if (!isSafeKey(key)) return
    const { sdk, client } = await this.#sdk()
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }))
  }

  async close(): Promise<void> {
    this.#client?.destroy()
  }
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}

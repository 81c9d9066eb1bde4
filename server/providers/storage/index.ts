import path from 'node:path'
import type { Config } from '../../config.js'
import { DiskStorage } from './disk-storage.js'
import type { FileStorage } from './file-storage.js'
import { S3Storage } from './s3-storage.js'

export { DiskStorage, TEMP_FOLDER } from './disk-storage.js'
export { isSafeKey, type ByteRange, type FileStorage, type StoredFile } from './file-storage.js'
export { contentTypeForKey, isInlineType, MEDIA_TYPES, type MediaExtension } from './media-types.js'
export { S3Storage, type S3StorageOptions } from './s3-storage.js'

/** Folder under `DATA_DIR` of the disk storage, and the URL path it is served at. */
export const UPLOADS_FOLDER = 'uploads'
export const UPLOADS_URL_PREFIX = '/uploads/'

/**
 * The storage of the settings: `STORAGE=s3` → the bucket, else files under
 * `DATA_DIR/uploads` served by the app at `/uploads/...`.
 *
 * @example
 * const storage = createStorage(loadConfig(process.env))
 */
export function createStorage(config: Config): FileStorage {
  const settings = config.storage
  if (settings.kind === 's3') return new S3Storage(settings)
  return new DiskStorage(path.join(config.dataDir, UPLOADS_FOLDER), UPLOADS_URL_PREFIX)
}

import { IMAGE_TOO_LARGE, INVALID_IMAGE } from '../../../contract/photo.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'
import { MB, UPLOAD_FOLDERS, type FolderRule } from './file-type.js'

// Wording, from locales/en/server.json.

/** 400: the bytes are not a type the folder takes ('Invalid image file type. Please select a valid image.'). */
export function invalidFileType(rule: FolderRule): HttpError {
  const message = serverText('upload.invalidType', { kind: rule.kind })
  return new HttpError(400, message, 'INVALID_FILE_TYPE', [{ path: 'body.file', message }])
}

/** 413: 'File size exceeds the maximum limit of 5 MB.' */
export function fileTooLarge(maxBytes: number): HttpError {
  const message = serverText('upload.tooLarge', { n: Math.floor(maxBytes / MB) })
  return new HttpError(413, message, 'FILE_TOO_LARGE', [{ path: 'body.file', message }])
}

/** 413: the site's stored uploads have reached `UPLOAD_QUOTA_MB`. */
export function uploadQuotaExceeded(): HttpError {
  const message = serverText('upload.quotaExceeded')
  return new HttpError(413, message, 'UPLOAD_QUOTA_EXCEEDED', [{ path: 'body.file', message }])
}

export function invalidFolder(): DecodeError {
  return new DecodeError([
    { path: 'body.folder', message: `must be one of ${UPLOAD_FOLDERS.join(', ')}, sent before the file` },
  ])
}

export function missingFile(): DecodeError {
  return new DecodeError([{ path: 'body.file', message: 'is required' }])
}

/** The upload ended before the whole file arrived (client went away). */
export function uploadAborted(): HttpError {
  return new HttpError(400, serverText('upload.interrupted'), 'UPLOAD_ABORTED')
}

/** 400: not a readable multipart/form-data body. */
export function malformedBody(): HttpError {
  return new HttpError(400, serverText('upload.malformed'), 'BAD_REQUEST')
}

/** 400: a photo whose bytes look like an image but cannot be decoded (corrupt, truncated, too many pixels). */
export function invalidImage(): HttpError {
  const message = serverText('upload.invalidImage')
  return new HttpError(400, message, INVALID_IMAGE, [{ path: 'body.file', message }])
}

/** 413: a picture of more pixels than `IMAGE_MAX_MEGAPIXELS`, refused from its header before it is decoded. */
export function imageTooLarge(maxPixels: number): HttpError {
  const message = serverText('upload.imageTooLarge', { n: Math.floor(maxPixels / 1_000_000) })
  return new HttpError(413, message, IMAGE_TOO_LARGE, [{ path: 'body.file', message }])
}

/**
 * 503: this process is decoding as many images as `IMAGE_DECODES` and `IMAGE_DECODE_QUEUE` allow; the route answers
 * it with `Retry-After: retryAfterS` (a decode takes about a second).
 */
export class ImageBusyError extends HttpError {
  readonly retryAfterS = 5

  constructor() {
    super(503, serverText('upload.imageBusy'), 'IMAGE_BUSY')
  }
}

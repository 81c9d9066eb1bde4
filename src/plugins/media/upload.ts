import { UPLOAD_FOLDER, type AttachmentKind } from './file-rules'

/** The upload call (the widget's historical path; the server stores through its storage provider). */
export const UPLOAD_PATH = '/upload/aws/s3/upload'

/**
 * A failed upload. `retryable` when sending the same file again may work (no
 * answer, a server error, too many requests); not when the server refused
 * the file itself (type, size, sign-in), where `message` says why.
 */
export class UploadError extends Error {
  override name = 'UploadError'
  constructor(
    message: string,
    readonly status: number,
    /** The server's own message, when it gave one. */
    readonly serverMessage: string | null,
  ) {
    super(message)
  }

  get retryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500
  }
}

/**
 * Uploads one file with progress (XMLHttpRequest: fetch cannot report upload
 * progress). `folder` and `fileName` go before the file, so the server knows
 * the folder's size limit while the file streams in. Resolves with the
 * stored file's URL; rejects with an `UploadError`.
 */
export function uploadFile(
  file: Blob & { name?: string },
  kind: AttachmentKind,
  options: { token: string | null; onProgress(fraction: number): void; signal?: AbortSignal },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData()
    form.append('folder', UPLOAD_FOLDER[kind])
    form.append('fileName', file.name ?? `${kind}-${Date.now()}`)
    form.append('file', file, file.name ?? `${kind}-${Date.now()}`)
    const request = new XMLHttpRequest()
    request.open('POST', UPLOAD_PATH)
    request.withCredentials = true
    request.setRequestHeader('timeout', '1000')
    if (options.token) request.setRequestHeader('authorization', `Bearer ${options.token}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      let body: { url?: unknown; message?: unknown } = {}
      try {
        body = JSON.parse(request.responseText) as typeof body
      } catch {
        // not JSON: handled below as a failure
      }
      if (request.status >= 200 && request.status < 300 && typeof body.url === 'string') resolve(body.url)
      else {
        const serverMessage = typeof body.message === 'string' ? body.message : null
        reject(new UploadError(serverMessage ?? `upload failed (${request.status})`, request.status, serverMessage))
      }
    }
    request.onerror = () => reject(new UploadError('upload failed (network)', 0, null))
    request.onabort = () => reject(new DOMException('upload aborted', 'AbortError'))
    options.signal?.addEventListener('abort', () => request.abort())
    request.send(form)
  })
}

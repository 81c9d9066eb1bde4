import { OWNER_UPLOAD_PATH, OwnerUploadResponse } from '../../../contract/owner-inbox'
import { PHOTO_FOLDER } from '../../../contract/photo'
import { checkFile, MAX_BYTES, UPLOAD_FOLDER } from '../../client/upload/file-rules'
import type { OwnerT } from '../i18n'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'

/** What the owner attaches: an image (jpeg/png, 5 MB) or any other file (100 MB), as the widget's rules say. */
export type AttachmentChoice = 'image' | 'file'

/**
 * What the owner uploads: an attachment, or a 'photo', an image the server also turns into WebP widths (item and
 * catalogue photos, the logo; see `contract/photo.ts`).
 */
export type UploadChoice = AttachmentChoice | 'photo'

const folderKind = (choice: UploadChoice) => (choice === 'file' ? 'document' : 'image')

/**
 * Why `file` cannot be sent as `choice` (the text the owner reads), or null
 * when it can: the widget's type and size rules (`checkFile`).
 */
export function attachmentProblem(file: File, choice: AttachmentChoice, t: OwnerT): string | null {
  const kind = folderKind(choice)
  const problem = checkFile(file, kind)
  if (!problem) return null
  return problem.key === 'tooLarge'
    ? t('composer.tooLarge', { n: MAX_BYTES[kind] / (1024 * 1024) })
    : t(choice === 'file' ? 'composer.invalidFile' : 'composer.invalidImage')
}

/**
 * Uploads an attachment through the owner's upload call (multipart:
 * `folder` and `fileName` before `file`) and answers the stored file's URL,
 * which is then sent as the message. Rejects with the call's `HttpError`.
 *
 * @example
 * const url = await uploadAttachment(api, file, 'image')
 */
export async function uploadAttachment(api: OwnerHttpClient, file: File, choice: UploadChoice): Promise<string> {
  const form = new FormData()
  form.append('folder', choice === 'photo' ? PHOTO_FOLDER : UPLOAD_FOLDER[folderKind(choice)])
  form.append('fileName', file.name)
  form.append('file', file, file.name)
  const { url } = await api.postForm(OWNER_UPLOAD_PATH, form, OwnerUploadResponse)
  return url
}

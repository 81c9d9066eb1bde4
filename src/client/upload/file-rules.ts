/** What the composer attaches: images through the image button, anything else as a document. */
export type AttachmentKind = 'image' | 'document' | 'audio'

/** Image max 5 MB; other files 100 MB. */
export const MAX_BYTES: Record<AttachmentKind, number> = {
  image: 5 * 1024 * 1024,
  document: 100 * 1024 * 1024,
  audio: 100 * 1024 * 1024,
}

/** Upload folders, one per kind. */
export const UPLOAD_FOLDER: Record<AttachmentKind, string> = {
  image: 'chat-widget/images',
  document: 'chat-widget/document',
  audio: 'chat-widget/audio',
}

const IMAGE_TYPES = ['image/jpeg', 'image/png']
const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'application/zip',
  'application/x-zip-compressed',
  'application/vnd.rar',
  'application/x-rar-compressed',
]
const DOCUMENT_EXTENSIONS = /\.(pdf|docx?|xlsx?|pptx?|txt|zip|rar|jpe?g|png|gif|webp|mp4|mov|webm|mp3|m4a|ogg|wav)$/i

/** A refused file: the message key and its values. */
export type FileProblem = { key: 'invalidType'; kind: AttachmentKind } | { key: 'tooLarge'; maxMb: number }

/**
 * The composer's check before uploading (docs/product.md, 'Validation rules'): images must be jpeg or png
 * (the button accepts any image), documents one of the allowed kinds
 * (office, pdf, text, archives, common images, video, audio), and sizes
 * within the kind's limit. The server checks the bytes again.
 *
 * @example
 * checkFile({ name: 'menu.gif', type: 'image/gif', size: 10 }, 'image') // { key: 'invalidType', kind: 'image' }
 */
export function checkFile(
  file: { name: string; type: string; size: number },
  kind: AttachmentKind,
): FileProblem | null {
  const type = file.type.toLowerCase()
  const allowed =
    kind === 'image'
      ? IMAGE_TYPES.includes(type)
      : kind === 'audio'
        ? type.startsWith('audio/') || type === 'video/webm'
        : DOCUMENT_TYPES.includes(type) ||
          /^(image|video|audio)\//.test(type) ||
          (type === '' && DOCUMENT_EXTENSIONS.test(file.name))
  if (!allowed) return { key: 'invalidType', kind }
  if (file.size > MAX_BYTES[kind]) return { key: 'tooLarge', maxMb: MAX_BYTES[kind] / (1024 * 1024) }
  return null
}

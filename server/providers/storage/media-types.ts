/**
 * The file extensions Vitrine stores uploads under, and the content type each
 * is served with. Upload keys end in one of these (the upload module picks it
 * from the file's magic bytes), so the type never comes from the client.
 */
export const MEDIA_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  txt: 'text/plain; charset=utf-8',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  m4a: 'audio/mp4',
  weba: 'audio/webm',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  wav: 'audio/wav',
} as const

export type MediaExtension = keyof typeof MEDIA_TYPES

const FALLBACK_TYPE = 'application/octet-stream'

/**
 * The content type a stored key is served with, from its extension.
 *
 * @example
 * contentTypeForKey('site/chat-widget/images/2025/01/3f2c.png') // 'image/png'
 */
export function contentTypeForKey(key: string): string {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1]
  return extension !== undefined && Object.hasOwn(MEDIA_TYPES, extension)
    ? MEDIA_TYPES[extension as MediaExtension]
    : FALLBACK_TYPE
}

/**
 * Whether a browser may show the file in place: images, audio and video.
 * Anything else (PDF, office, text, archives) is served as an attachment.
 */
export function isInlineType(contentType: string): boolean {
  return /^(image|audio|video)\//.test(contentType)
}

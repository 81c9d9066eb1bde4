import { PHOTO_FOLDER } from '../../../contract/photo.js'
import { MEDIA_TYPES, type MediaExtension } from '../../providers/storage/media-types.js'

/** What a file is, from its first bytes. */
export interface FileType {
  extension: MediaExtension
  /** Served content type (`MEDIA_TYPES[extension]`). */
  contentType: string
  family: 'image' | 'video' | 'audio' | 'document'
}

/** How many leading bytes `detectFileType` looks at. */
export const SNIFF_BYTES = 4096

const type = (extension: MediaExtension, family: FileType['family']): FileType => ({
  extension,
  contentType: MEDIA_TYPES[extension],
  family,
})

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))
const asciiAt = (head: Uint8Array, offset: number, length: number) =>
  head.length >= offset + length ? String.fromCharCode(...head.subarray(offset, offset + length)) : ''

/**
 * The type of a file from its first bytes (up to `SNIFF_BYTES`), never from
 * its name or declared type; null when it is none Vitrine accepts.
 *
 * Zip and OLE (legacy office) containers are told apart only as far as the
 * head allows: an OOXML part name in the head makes a zip docx/xlsx/pptx;
 * `nameHint` (the client's file name) only picks among those siblings when
 * the head cannot (`report.xls` in an OLE container → xls). Text is
 * valid UTF-8 with no NUL; `complete` says the head is the whole file (so a
 * multi-byte character cut at the end of a longer head is not an error).
 *
 * @example
 * detectFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
 * // { extension: 'png', contentType: 'image/png', family: 'image' }
 */
export function detectFileType(
  head: Uint8Array,
  options: { complete?: boolean; nameHint?: string } = {},
): FileType | null {
  if (head.length === 0) return null
  if (startsWith(head, [0xff, 0xd8, 0xff])) return type('jpg', 'image')
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return type('png', 'image')
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return type('gif', 'image')
  if (startsWith(head, ascii('RIFF'))) {
    const form = asciiAt(head, 8, 4)
    if (form === 'WEBP') return type('webp', 'image')
    if (form === 'WAVE') return type('wav', 'audio')
    if (form === 'AVI ') return type('avi', 'video')
    return null
  }
  if (startsWith(head, ascii('%PDF-'))) return type('pdf', 'document')
  if (
    startsWith(head, [0x50, 0x4b]) &&
    (startsWith(head, [3, 4], 2) || startsWith(head, [5, 6], 2) || startsWith(head, [7, 8], 2))
  ) {
    return zipType(head, options.nameHint)
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return oleType(options.nameHint)
  if (startsWith(head, ascii('Rar!\x1a\x07'))) return type('rar', 'document')
  if (asciiAt(head, 4, 4) === 'ftyp') return isoMediaType(asciiAt(head, 8, 4))
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return matroskaType(head)
  if (startsWith(head, ascii('OggS'))) return type('ogg', 'audio')
  if (startsWith(head, ascii('ID3'))) return type('mp3', 'audio')
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0) {
    // MPEG audio frame sync: layer bits 00 are ADTS (AAC), anything else MP3 (MPEG layer I-III).
    return (head[1]! & 0x06) === 0 ? type('aac', 'audio') : type('mp3', 'audio')
  }
  if (isUtf8Text(head, options.complete ?? false)) return type('txt', 'document')
  return null
}

function zipType(head: Uint8Array, nameHint: string | undefined): FileType {
  const text = String.fromCharCode(...head.subarray(0, SNIFF_BYTES))
  if (text.includes('word/')) return type('docx', 'document')
  if (text.includes('xl/')) return type('xlsx', 'document')
  if (text.includes('ppt/')) return type('pptx', 'document')
  const hinted = extensionOf(nameHint)
  return type(hinted === 'docx' || hinted === 'xlsx' || hinted === 'pptx' ? hinted : 'zip', 'document')
}

function oleType(nameHint: string | undefined): FileType {
  const hinted = extensionOf(nameHint)
  return type(hinted === 'xls' || hinted === 'ppt' ? hinted : 'doc', 'document')
}

/** ISO base media (mp4, m4a, mov, heic, avif) by its major brand. */
function isoMediaType(brand: string): FileType | null {
  if (brand === 'M4A ' || brand === 'M4B ' || brand === 'M4P ') return type('m4a', 'audio')
  if (brand === 'qt  ') return type('mov', 'video')
  if (brand === 'avif' || brand === 'avis') return type('avif', 'image')
  if (['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return type('heic', 'image')
  if (/^[\x20-\x7e]{4}$/.test(brand)) return type('mp4', 'video')
  return null
}

/** EBML: WebM or Matroska by the DocType in the header. */
function matroskaType(head: Uint8Array): FileType {
  const header = String.fromCharCode(...head.subarray(0, 64))
  return header.includes('webm') ? type('webm', 'video') : type('mkv', 'video')
}

function isUtf8Text(head: Uint8Array, complete: boolean): boolean {
  const sample = head.subarray(0, SNIFF_BYTES)
  if (sample.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: !complete || head.length > SNIFF_BYTES })
    return true
  } catch {
    return false
  }
}

function extensionOf(name: string | undefined): string | undefined {
  return /\.([a-z0-9]+)$/i.exec(name ?? '')?.[1]?.toLowerCase()
}

/** The upload folders. */
export const UPLOAD_FOLDERS = ['chat-widget/images', 'chat-widget/document', 'chat-widget/audio', PHOTO_FOLDER] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]

export const MB = 1024 * 1024
/** Images 5 MB, other files 100 MB. */
export const MAX_UPLOAD_BYTES = 100 * MB

export interface FolderRule {
  /** The `{kind}` of the 'Invalid {kind} file type' message. */
  kind: 'image' | 'document' | 'audio'
  maxBytes: number
  /** The type a file is stored as in this folder, or null when the folder refuses it. */
  accept(type: FileType): FileType | null
}

/**
 * What each folder takes (docs/product.md, 'Validation rules'): images only jpeg/png up to 5 MB; audio
 * (webm, ogg, mp3, aac, m4a, wav; a webm or mp4 container is stored as
 * audio) up to 100 MB; documents (pdf, office, text, zip, rar, images,
 * video, audio) up to 100 MB.
 */
export const FOLDER_RULES: Record<UploadFolder, FolderRule> = {
  'chat-widget/images': {
    kind: 'image',
    maxBytes: 5 * MB,
    accept: (type) => (type.extension === 'jpg' || type.extension === 'png' ? type : null),
  },
  // The owner's photos (items, topics, the logo): the image rules, then processed (`photo-variants.ts`).
  [PHOTO_FOLDER]: {
    kind: 'image',
    maxBytes: 5 * MB,
    accept: (type) => (type.extension === 'jpg' || type.extension === 'png' ? type : null),
  },
  'chat-widget/audio': {
    kind: 'audio',
    maxBytes: MAX_UPLOAD_BYTES,
    accept: (type) => {
      if (type.family === 'audio') return type
      // Browsers record voice notes as webm (Chrome, Firefox) or mp4 (Safari): the container says video, the folder
      // says audio.
      if (type.extension === 'webm') return { extension: 'weba', contentType: MEDIA_TYPES.weba, family: 'audio' }
      if (type.extension === 'mp4') return { extension: 'm4a', contentType: MEDIA_TYPES.m4a, family: 'audio' }
      return null
    },
  },
  'chat-widget/document': {
    kind: 'document',
    maxBytes: MAX_UPLOAD_BYTES,
    accept: (type) => type,
  },
}

export function isUploadFolder(value: string): value is UploadFolder {
  return (UPLOAD_FOLDERS as readonly string[]).includes(value)
}

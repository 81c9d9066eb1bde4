import { describe, expect, it } from 'vitest'
import { detectFileType, FOLDER_RULES, SNIFF_BYTES, type FileType } from './file-type.js'
import { jpeg, pdf, png } from './test-helpers.js'

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  )
const ftyp = (brand: string) => bytes(0, 0, 0, 0x20, 'ftyp', brand, 0, 0, 0, 0, 'isommp41')
const riff = (form: string) => bytes('RIFF', 0x24, 0, 0, 0, form, 'fmt ')
const zipEntry = (name: string) =>
  bytes(0x50, 0x4b, 3, 4, 20, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, name.length, 0, 0, 0, name)

describe('detectFileType', () => {
  it.each<[string, Buffer, string | null]>([
    ['jpeg', jpeg(), 'jpg'],
    ['png', png(), 'png'],
    ['gif87a', bytes('GIF87a', 1, 0, 1, 0), 'gif'],
    ['gif89a', bytes('GIF89a', 1, 0, 1, 0), 'gif'],
    ['webp', riff('WEBP'), 'webp'],
    ['wav', riff('WAVE'), 'wav'],
    ['avi', riff('AVI '), 'avi'],
    ['unknown RIFF', riff('CDDA'), null],
    ['pdf', pdf(), 'pdf'],
    ['plain zip', zipEntry('photos/a.jpg'), 'zip'],
    ['empty zip', bytes(0x50, 0x4b, 5, 6, ...new Array(18).fill(0)), 'zip'],
    ['docx', Buffer.concat([zipEntry('[Content_Types].xml'), zipEntry('word/document.xml')]), 'docx'],
    ['xlsx', Buffer.concat([zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml')]), 'xlsx'],
    ['pptx', Buffer.concat([zipEntry('[Content_Types].xml'), zipEntry('ppt/presentation.xml')]), 'pptx'],
    ['legacy office', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0), 'doc'],
    ['rar 4', bytes('Rar!', 0x1a, 7, 0), 'rar'],
    ['rar 5', bytes('Rar!', 0x1a, 7, 1, 0), 'rar'],
    ['utf-8 text', Buffer.from('Order list:\n- 2 × jars of ghee ₹\n'), 'txt'],
    ['html is only text', Buffer.from('<!doctype html><script>alert(1)</script>'), 'txt'],
    ['text with NUL', Buffer.from('abc\0def'), null],
    ['invalid utf-8', bytes('abc', 0xc3, 0x28), null],
    ['mp4', ftyp('isom'), 'mp4'],
    ['mp4 (mp42)', ftyp('mp42'), 'mp4'],
    ['m4a', ftyp('M4A '), 'm4a'],
    ['mov', ftyp('qt  '), 'mov'],
    ['heic', ftyp('heic'), 'heic'],
    ['avif', ftyp('avif'), 'avif'],
    ['webm', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84, 'webm'), 'webm'],
    ['matroska', bytes(0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x88, 'matroska'), 'mkv'],
    ['ogg', bytes('OggS', 0, 2, 0, 0), 'ogg'],
    ['mp3 with ID3', bytes('ID3', 4, 0, 0), 'mp3'],
    ['mp3 frame', bytes(0xff, 0xfb, 0x90, 0x64), 'mp3'],
    ['aac adts', bytes(0xff, 0xf1, 0x50, 0x80), 'aac'],
    ['empty', Buffer.alloc(0), null],
    ['random binary', bytes(0x00, 0x01, 0x02, 0x03, 0xfe), null],
    ['elf executable', bytes(0x7f, 'ELF', 2, 1, 1, 0), null],
  ])('%s', (_name, head, extension) => {
    expect(detectFileType(head, { complete: true })?.extension ?? null).toBe(extension)
  })

  it('never looks at the name for the type, only to name a zip or OLE container it cannot tell apart', () => {
    expect(detectFileType(Buffer.from('hello'), { complete: true, nameHint: 'photo.png' })?.extension).toBe('txt')
    expect(detectFileType(zipEntry('x.xml'), { nameHint: 'report.xlsx' })?.extension).toBe('xlsx')
    expect(detectFileType(zipEntry('x.xml'), { nameHint: 'evil.exe' })?.extension).toBe('zip')
    expect(
      detectFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), { nameHint: 'q1.XLS' })?.extension,
    ).toBe('xls')
  })

  it('accepts a multi-byte character cut at the end of the sniffed head, not at the end of the file', () => {
    const text = Buffer.from('₹'.repeat(SNIFF_BYTES))
    expect(detectFileType(text.subarray(0, SNIFF_BYTES + 1))?.extension).toBe('txt')
    expect(detectFileType(text.subarray(0, 4), { complete: true })).toBeNull()
  })
})

describe('folder rules', () => {
  const detect = (head: Buffer) => detectFileType(head, { complete: true })!
  const accepted = (folder: keyof typeof FOLDER_RULES, type: FileType) =>
    FOLDER_RULES[folder].accept(type)?.extension ?? null

  it('images: only jpeg and png, up to 5 MB', () => {
    const rule = FOLDER_RULES['chat-widget/images']
    expect([rule.kind, rule.maxBytes]).toEqual(['image', 5 * 1024 * 1024])
    expect(accepted('chat-widget/images', detect(png()))).toBe('png')
    expect(accepted('chat-widget/images', detect(jpeg()))).toBe('jpg')
    for (const other of [bytes('GIF89a'), riff('WEBP'), pdf(), Buffer.from('text')])
      expect(accepted('chat-widget/images', detect(other))).toBeNull()
  })

  it('audio: audio types, webm and mp4 containers stored as audio, up to 100 MB', () => {
    expect(FOLDER_RULES['chat-widget/audio'].maxBytes).toBe(100 * 1024 * 1024)
    expect(FOLDER_RULES['chat-widget/audio'].accept(detect(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 'webm')))).toEqual({
      extension: 'weba',
      contentType: 'audio/webm',
      family: 'audio',
    })
    expect(accepted('chat-widget/audio', detect(ftyp('iso5')))).toBe('m4a')
    for (const [head, extension] of [
      [bytes('OggS'), 'ogg'],
      [bytes('ID3'), 'mp3'],
      [ftyp('M4A '), 'm4a'],
      [riff('WAVE'), 'wav'],
    ] as const) {
      expect(accepted('chat-widget/audio', detect(head))).toBe(extension)
    }
    for (const other of [png(), pdf(), ftyp('qt  '), Buffer.from('text')])
      expect(accepted('chat-widget/audio', detect(other))).toBeNull()
  })

  it('documents: every detected type (office, pdf, text, archives, images, video, audio), up to 100 MB', () => {
    expect(FOLDER_RULES['chat-widget/document'].maxBytes).toBe(100 * 1024 * 1024)
    for (const [head, extension] of [
      [pdf(), 'pdf'],
      [jpeg(), 'jpg'],
      [Buffer.from('notes'), 'txt'],
      [ftyp('isom'), 'mp4'],
      [bytes('OggS'), 'ogg'],
      [bytes('Rar!', 0x1a, 7, 0), 'rar'],
    ] as const) {
      expect(accepted('chat-widget/document', detect(head))).toBe(extension)
    }
  })
})

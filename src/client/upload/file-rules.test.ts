import { describe, expect, it } from 'vitest'
import { checkFile } from './file-rules'

const MB = 1024 * 1024

describe('checkFile', () => {
  it.each([
    [{ name: 'kachori.jpg', type: 'image/jpeg', size: 2 * MB }, 'image', null],
    [{ name: 'kachori.png', type: 'image/png', size: 5 * MB }, 'image', null],
    [{ name: 'kachori.png', type: 'image/png', size: 5 * MB + 1 }, 'image', { key: 'tooLarge', maxMb: 5 }],
    [{ name: 'kachori.gif', type: 'image/gif', size: 10 }, 'image', { key: 'invalidType', kind: 'image' }],
    [{ name: 'kachori.webp', type: 'image/webp', size: 10 }, 'image', { key: 'invalidType', kind: 'image' }],
    [{ name: 'menu.pdf', type: 'application/pdf', size: 100 * MB }, 'document', null],
    [{ name: 'menu.pdf', type: 'application/pdf', size: 100 * MB + 1 }, 'document', { key: 'tooLarge', maxMb: 100 }],
    [
      { name: 'order.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 10 },
      'document',
      null,
    ],
    [{ name: 'photo.gif', type: 'image/gif', size: 10 }, 'document', null],
    [{ name: 'clip.mp4', type: 'video/mp4', size: 10 }, 'document', null],
    [{ name: 'notes.rar', type: '', size: 10 }, 'document', null],
    [
      { name: 'setup.exe', type: 'application/x-msdownload', size: 10 },
      'document',
      { key: 'invalidType', kind: 'document' },
    ],
    [{ name: 'script.sh', type: '', size: 10 }, 'document', { key: 'invalidType', kind: 'document' }],
    [{ name: 'voice.webm', type: 'audio/webm', size: 10 }, 'audio', null],
    [{ name: 'voice.txt', type: 'text/plain', size: 10 }, 'audio', { key: 'invalidType', kind: 'audio' }],
  ] as const)('%o as %s → %o', (file, kind, problem) => {
    expect(checkFile(file, kind)).toEqual(problem)
  })
})

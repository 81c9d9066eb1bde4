import { describe, expect, it } from 'vitest'
import { safeStem } from './upload-service.js'

describe('safeStem: the chosen file name in a storage key', () => {
  it.each([
    ['menu.pdf', 'menu'],
    ['Diwali menu (final).PDF', 'Diwali-menu-final'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\\\Users\\\\asha\\\\price list.xlsx', 'price-list'],
    ['.hidden', 'file'],
    ['मेनू.pdf', 'file'],
    ['voice-note-1732350000000.webm', 'voice-note-1732350000000'],
    [undefined, 'file'],
    ['', 'file'],
    [`${'a'.repeat(200)}.txt`, 'a'.repeat(80)],
  ])('%s → %s', (name, stem) => {
    expect(safeStem(name)).toBe(stem)
  })
})

import { describe, expect, it } from 'vitest'
import type { SectionValue } from '../../../contract/page'
import { staleTranslations, withoutStale } from './stale-translations'

const values = (pairs: [string, string][]): SectionValue[] => pairs.map(([key, value]) => ({ key, value }))

describe('out-of-date translations', () => {
  it('finds a translation whose owner text changed since it was written, in any language', () => {
    const section = values([
      ['Title', 'Fresh cakes'],
      ['Title@hi', 'घर का खाना'],
      ['Title@hi~from', 'Home food'],
      ['Subtitle', 'Every day'],
      ['Subtitle@mr', 'दररोज'],
      ['Subtitle@mr~from', 'Every day '],
    ])
    expect(staleTranslations(section)).toEqual([
      { key: 'Title', language: 'hi', text: 'Fresh cakes', translation: 'घर का खाना' },
    ])
  })

  it('ignores a translation with no source kept, and an emptied one', () => {
    expect(
      staleTranslations(
        values([
          ['Title', 'New'],
          ['Title@hi', 'पुराना'],
        ]),
      ),
    ).toEqual([])
    expect(
      staleTranslations(
        values([
          ['Title', 'New'],
          ['Title@hi', ' '],
          ['Title@hi~from', 'Old'],
        ]),
      ),
    ).toEqual([])
  })

  it('drops only the out-of-date translations and their sources', () => {
    const section = values([
      ['Title', 'New'],
      ['Title@hi', 'पुराना'],
      ['Title@hi~from', 'Old'],
      ['Text', 'Same'],
      ['Text@hi', 'वही'],
      ['Text@hi~from', 'Same'],
    ])
    expect(withoutStale(section).map(({ key }) => key)).toEqual(['Title', 'Text', 'Text@hi', 'Text@hi~from'])
  })
})

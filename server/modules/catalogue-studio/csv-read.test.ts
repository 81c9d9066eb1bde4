import { describe, expect, it } from 'vitest'
import { DecodeError } from '../../http/errors.js'
import { groupRows, readCsv, slugOfId } from './csv-read.js'

describe('reading a catalogue CSV', () => {
  it('numbers rows as a spreadsheet does: a quoted cell over several lines and an empty row count once', () => {
    const rows = readCsv('\uFEFFTitle, Sale Price ,brand\n"Lime\npickle",99,Kesar\n\n"Mango ""raw""",10,x\n')
    expect(rows).toEqual([
      { row: 2, cells: { title: 'Lime\npickle', sale_price: '99' } },
      { row: 4, cells: { title: 'Mango "raw"', sale_price: '10' } },
    ])
  })

  it('refuses a file that is not CSV, has no title column or no rows, on body.csv', () => {
    const refusal = (text: string) => {
      try {
        readCsv(text)
      } catch (error) {
        return (error as DecodeError).errors
      }
      return null
    }
    expect(refusal('title\n"open')![0]!.message).toMatch(/^notCsv \(line \d+\)/)
    expect(refusal('name\nx')).toEqual([{ path: 'body.csv', message: 'missingColumn: title' }])
    expect(refusal('title\n,\n')).toEqual([{ path: 'body.csv', message: 'noRows' }])
  })

  it('groups the rows of one id into one item; a row without id is an item of its own', () => {
    const groups = groupRows(readCsv('id,title,variant\nchai,Chai,Small\n,Rusk,\nchai,,Large\n,Rusk,\n'))
    expect(groups.map((group) => [group.slug, group.rows.map((row) => row.row)])).toEqual([
      ['chai', [2, 4]],
      ['', [3]],
      ['', [5]],
    ])
  })

  it('keeps an id that is a slug, and makes one of a Meta id', () => {
    expect(slugOfId('mango-pickle')).toBe('mango-pickle')
    expect(slugOfId(' SKU_12 ')).toBe('sku-12')
    expect(slugOfId('')).toBe('')
  })
})

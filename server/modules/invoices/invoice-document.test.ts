import { describe, expect, it } from 'vitest'
import { creditLines, documentSum, taxByRate } from './invoice-document.js'
import { invoicePdf } from './invoice-pdf.js'
import { pdfText } from './invoice-test-helpers.js'
import { sampleDocument } from './sample-document.js'

describe('the sums of an invoice', () => {
  it('splits each rate into CGST and SGST halves within the state, IGST across', () => {
    const document = sampleDocument()
    expect(taxByRate(document)).toEqual([
      { rate: 5, taxable: 21600, tax: 1080, central: 540, state: 540 },
      { rate: 18, taxable: 22500, tax: 4050, central: 2025, state: 2025 },
    ])
    expect(taxByRate({ ...document, split: 'inter' })[1]).toEqual({
      rate: 18,
      taxable: 22500,
      tax: 4050,
      central: 0,
      state: 0,
    })
    expect(documentSum(document)).toBe(document.total)
  })

  it('scales a credit note to what was refunded', () => {
    const document = sampleDocument()
    const half = creditLines(document, 26615)
    expect(documentSum(half)).toBe(26615)
    expect(half.lines[0]).toMatchObject({ taxable: 10800, tax: 540 })
  })
})

describe('the PDF', () => {
  it('is written in the customer language, with Devanagari embedded', async () => {
    const text = await pdfText(await invoicePdf(sampleDocument({ language: 'hi' })))
    expect(text).toContain('KK/2026-27/7')
    expect(text).toContain('CGST 2.5%')
    // Text read back from shaped Devanagari keeps glyph order (a vowel sign may come first): words without one match.
    expect(text).toContain('कर बीजक')
    expect(text).toContain('पाँच सौ बत्तीस')
    expect(text).toContain('मात्र')
    expect(text).toContain('532.30')
  })
})

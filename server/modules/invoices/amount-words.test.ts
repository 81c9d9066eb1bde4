import { describe, expect, it } from 'vitest'
import { amountInWords, numberWords } from './amount-words.js'

describe('amounts in words, Indian system', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [45, 'forty-five'],
    [100, 'one hundred'],
    [1005, 'one thousand five'],
    [99_999, 'ninety-nine thousand nine hundred ninety-nine'],
    [1_00_000, 'one lakh'],
    [12_34_567, 'twelve lakh thirty-four thousand five hundred sixty-seven'],
    [5_00_00_000, 'five crore'],
    [1_23_45_67_890, 'one hundred twenty-three crore forty-five lakh sixty-seven thousand eight hundred ninety'],
  ])('%i in English is %s', (value, words) => expect(numberWords(value, 'en')).toBe(words))

  it('writes rupees and paise in the customer language', () => {
    expect(amountInWords(1_23_456_50, 'en')).toBe(
      'rupees one lakh twenty-three thousand four hundred fifty-six and fifty paise only',
    )
    expect(amountInWords(2_53_500, 'hi')).toBe('दो हज़ार पाँच सौ पैंतीस रुपये मात्र')
    expect(amountInWords(2_53_575, 'mr')).toBe('दोन हजार पाचशे पस्तीस रुपये आणि पंच्याहत्तर पैसे फक्त')
    expect(amountInWords(1_05_00_000_00, 'hi')).toBe('एक करोड़ पाँच लाख रुपये मात्र')
  })
})

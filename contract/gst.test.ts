import { describe, expect, it } from 'vitest'
import { gstinCheckDigit, gstinProblem, gstStateOf } from './gst'

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '08ABCDE1234F1Z0'])('accepts %s (its check digit is right)', (gstin) =>
    expect(gstinProblem(gstin)).toBeNull(),
  )

  it('computes the mod-36 check digit', () => {
    expect(gstinCheckDigit('27AAPFU0939F1Z')).toBe('V')
    expect(gstinCheckDigit('29AAGCB7383J1Z')).toBe('4')
  })

  it('refuses a wrong check digit, a wrong shape and an unknown state', () => {
    expect(gstinProblem('27AAPFU0939F1ZA')).toBe('checksum')
    expect(gstinProblem('27aapfu0939f1zv')).toBe('shape')
    expect(gstinProblem('27AAPFU0939F1V')).toBe('shape')
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state')
  })
})

describe('states by name', () => {
  it('reads the GST portal and India Post spellings', () => {
    expect(gstStateOf('Maharashtra')).toBe('27')
    expect(gstStateOf('Jammu & Kashmir')).toBe('01')
    expect(gstStateOf('Chattisgarh')).toBe('22')
    expect(gstStateOf('Pondicherry')).toBe('34')
    expect(gstStateOf('Daman & Diu')).toBe('26')
    expect(gstStateOf('Atlantis')).toBeNull()
  })
})

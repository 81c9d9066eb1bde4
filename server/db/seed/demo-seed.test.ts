import { describe, expect, it } from 'vitest'
import { DEMO_PHONE, DEMO_PROPRIETOR, demoSections } from '../../../contract/demo/demo-page.js'
import { demoManualPayment } from './demo-payment.js'

const texts = demoSections.flatMap((section) => section.values.map((entry) => entry.value))

describe('the demo seed', () => {
  it('pays the owner the page names: every payee name is hers', () => {
    expect(texts.some((text) => text.includes(DEMO_PROPRIETOR))).toBe(true)
    expect(demoManualPayment.upiAccountName).toContain(DEMO_PROPRIETOR)
    expect(demoManualPayment.phoneNumberAccountName).toContain(DEMO_PROPRIETOR)
    // A payment to a phone number goes to the phone the page gives.
    expect(demoManualPayment.phoneNumber).toBe(DEMO_PHONE)
    expect(texts).toContain(DEMO_PHONE)
    // Nobody else is named as the payee or the owner anywhere on the page.
    expect(texts.filter((text) => /Meera (?!Agarwal)\p{Lu}\p{Ll}+/u.test(text))).toEqual([])
  })

  it('promises WhatsApp only on a button that opens WhatsApp', () => {
    for (const section of demoSections) {
      const value = (key: string) => section.values.find((entry) => entry.key === key)?.value ?? ''
      const link = value('Button Link')
      if (/whatsapp/i.test(`${value('Title')} ${value('Button Text')}`)) expect(link).toMatch(/^https:\/\/wa\.me\//)
    }
    const card = demoSections.find((section) => section._id === 'sec-s1-card-whatsapp')!
    expect(card.values.find((entry) => entry.key === 'Title')?.value).toBe('Order from the chat in 2 taps')
  })
})

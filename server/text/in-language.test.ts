import { describe, expect, it } from 'vitest'
import { inLanguage, serverText, stageText } from './server-text'

describe('server texts in the reader language', () => {
  it('writes a message in Hindi with its values', () => {
    expect(serverText('chat.welcome', { headerTitle: 'Kesar Kitchen' }, 'hi')).toBe(
      'Kesar Kitchen में आपका स्वागत है! आज हम आपकी क्या मदद कर सकते हैं?',
    )
  })

  it('writes a message in Marathi, and the order stages too, from its folder alone', () => {
    expect(serverText('chat.welcome', { headerTitle: 'Kesar Kitchen' }, 'mr')).toBe(
      'Kesar Kitchen मध्ये तुमचे स्वागत आहे! आज आम्ही तुम्हाला काय मदत करू शकतो?',
    )
    expect(inLanguage(serverText('address.tooMany', { max: 10 }), 'mr')).toBe(
      'तुम्ही जास्तीत जास्त 10 पत्ते ठेवू शकता. कृपया आधी एक हटवा.',
    )
    expect(stageText('Shipped', 'mr')).toBe('पाठवली')
  })

  it('translates a written English message, keeping its values; anything else stays as it is', () => {
    expect(inLanguage(serverText('address.tooMany', { max: 10 }), 'hi')).toBe(
      'आप ज़्यादा से ज़्यादा 10 पते रख सकते हैं। कृपया पहले कोई एक हटाएँ।',
    )
    expect(inLanguage(serverText('auth.invalidOtp'), 'hi')).toBe('वेरिफ़िकेशन कोड गलत है। कृपया दोबारा कोशिश करें।')
    expect(inLanguage('Not found', 'hi')).toBe('Not found')
    expect(inLanguage(serverText('auth.invalidOtp'), 'en')).toBe(serverText('auth.invalidOtp'))
  })
})

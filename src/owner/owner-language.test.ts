// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import en from '../../locales/en/owner.json'
import { createOwnerI18n, ownerT } from './i18n'
import { applyOwnerLanguage, switchOwnerLanguage } from './owner-language'

describe('the owner app in Hindi', () => {
  afterEach(() => {
    document.documentElement.lang = 'en'
    document.cookie = 'vitrine_lang=; max-age=0; path=/'
  })

  it('loads the Hindi there is, falls back to English for the rest, and says it on the page', async () => {
    const instance = createOwnerI18n()
    await applyOwnerLanguage(instance, 'hi')
    const t = ownerT(instance)
    expect(t('language.switch')).toBe('भाषा')
    expect(instance.language).toBe('hi')
    expect(document.documentElement.lang).toBe('hi')
    // A key of a file not translated yet (or a translated one: then not the English) still reads as text, never a key.
    expect(t('app.signOut')).not.toBe('app.signOut')
    expect([en.app.signOut, instance.getResource('hi', 'owner', 'app.signOut')]).toContain(t('app.signOut'))
  })

  it('loads Marathi from its folder alone, every part of the owner namespace', async () => {
    const instance = createOwnerI18n()
    await applyOwnerLanguage(instance, 'mr')
    const t = ownerT(instance)
    expect([t('language.switch'), t('app.signOut'), t('nav.more'), t('stages.shipped')]).toEqual([
      'भाषा',
      'साइन आउट करा',
      'आणखी',
      'पाठवली',
    ])
    expect(document.documentElement.lang).toBe('mr')
  })

  it('remembers a switch on this browser and goes back to English', async () => {
    const instance = createOwnerI18n()
    await switchOwnerLanguage(instance, 'hi')
    expect(document.cookie).toContain('vitrine_lang=hi')
    await switchOwnerLanguage(instance, 'en')
    expect(ownerT(instance)('language.switch')).toBe('Language')
    expect(document.documentElement.lang).toBe('en')
    expect(document.cookie).toContain('vitrine_lang=en')
  })

  it('remembers the choice before the app switches, so the calls the switch sets off carry it', async () => {
    const instance = createOwnerI18n()
    const cookies: string[] = []
    instance.on('languageChanged', () => cookies.push(document.cookie))
    await switchOwnerLanguage(instance, 'hi')
    expect(cookies).toEqual([expect.stringContaining('vitrine_lang=hi')])
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createWidgetI18n, translate } from '../engine/i18n'
import { applyLanguage } from './language'
import { widgetPlugins } from './plugins'

describe("the widget's language", () => {
  afterEach(() => {
    document.documentElement.lang = 'en'
  })

  it("loads Hindi for every namespace, plurals by Hindi's rules, and says it on the page", async () => {
    const instance = createWidgetI18n(widgetPlugins)
    expect(translate(instance, 'widget:tabs.history')).toBe('History')
    await applyLanguage(instance, 'hi')
    expect(document.documentElement.lang).toBe('hi')
    expect(translate(instance, 'widget:tabs.history')).toBe('ऑर्डर')
    expect(translate(instance, 'cart:open', { count: 1 })).toBe('आपका कार्ट, 1 प्रोडक्ट')
    expect(translate(instance, 'checkoutSplit:becomes', { count: 2 })).toBe('आपके प्रोडक्ट से 2 ऑर्डर बनेंगे')
    await applyLanguage(instance, 'en')
    expect(translate(instance, 'cart:open', { count: 2 })).toBe('Your cart, 2 items')
  })
})

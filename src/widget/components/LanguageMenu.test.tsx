// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LANGUAGE_COOKIE } from '../../../contract/language'
import { showWidget, widgetTestEngine } from './testing'

afterEach(() => {
  cleanup()
  document.documentElement.removeAttribute('lang')
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`
})

async function openMenu() {
  const button = screen.getByRole('button', { name: 'Language' })
  fireEvent.click(button)
  return { button, menu: await screen.findByRole('menu', { name: 'Language' }) }
}

describe("the widget's language menu", () => {
  it('lists every language in its own script, the current one checked, and switches the widget to it', async () => {
    const test = widgetTestEngine()
    await act(() => test.engine.start())
    act(() => test.engine.ui.open())
    showWidget(test)
    expect(await screen.findByText('Please enter your WhatsApp number to start chat')).toBeTruthy()

    const { button, menu } = await openMenu()
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const items = within(menu).getAllByRole('menuitemradio')
    expect(items.map((item) => [item.textContent, item.lang, item.getAttribute('aria-checked')])).toEqual([
      ['English', 'en', 'true'],
      ['हिन्दी', 'hi', 'false'],
      ['मराठी', 'mr', 'false'],
    ])
    expect(document.activeElement).toBe(items[0])

    await act(async () => fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'मराठी' })))
    expect(await screen.findByText('चॅट सुरू करण्यासाठी कृपया तुमचा WhatsApp नंबर टाका')).toBeTruthy()
    expect(document.documentElement.lang).toBe('mr')
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=mr`)
    expect(screen.queryByRole('menu')).toBeNull()

    // In Marathi the button and its menu say so, and Escape closes the menu, focus back on the button.
    const again = await screen.findByRole('button', { name: 'भाषा' })
    fireEvent.click(again)
    const marathiMenu = await screen.findByRole('menu', { name: 'भाषा' })
    expect(within(marathiMenu).getByRole('menuitemradio', { name: 'मराठी' }).getAttribute('aria-checked')).toBe('true')
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(again)
  })
})

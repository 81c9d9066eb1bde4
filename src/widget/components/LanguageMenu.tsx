import { useEffect, useRef } from 'react'
import './language-menu.css'
import { LANGUAGES } from '../../../contract/language'
import { languageName } from '../../ui/language-name'
import type { ChatEngine } from '../../engine'
import { switchLanguage } from '../language'

/**
 * The widget's language menu, under the header's language button: every language Vitrine offers, each named in itself
 * (English, हिन्दी, मराठी), the current one checked. A choice switches the widget at once (`switchLanguage`); Escape,
 * or focus leaving the menu, closes it, focus going back to the button. A chunk of its own, loaded on the first open.
 */
export function LanguageMenu({ engine, close }: { engine: ChatEngine; close: () => void }) {
  const menu = useRef<HTMLUListElement>(null)
  const current = engine.i18n.language
  // The header draws a new `close` each render; the menu's listeners keep calling the latest.
  const closing = useRef(close)
  useEffect(() => {
    closing.current = close
  })
  useEffect(() => {
    const close = () => closing.current()
    const list = menu.current!
    // The header draws the menu right after its button.
    const opener = list.previousElementSibling as HTMLElement | null
    list.querySelector<HTMLElement>('[aria-checked="true"]')?.focus()
    const back = () => {
      close()
      opener?.focus()
    }
    const onKey = (event: KeyboardEvent) => {
      // Escape closes the menu only, not the widget around it.
      if (event.key === 'Escape') {
        event.stopPropagation()
        back()
      }
      const items = [...list.querySelectorAll<HTMLElement>('[role="menuitemradio"]')]
      const step = { ArrowDown: 1, ArrowUp: -1 }[event.key]
      if (step === undefined) return
      event.preventDefault()
      const at = items.indexOf(document.activeElement as HTMLElement)
      items[(at + step + items.length) % items.length]?.focus()
    }
    // Leaving for the button itself is left to the button, which closes the menu.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (next !== opener && !list.contains(next)) close()
    }
    list.addEventListener('keydown', onKey)
    list.addEventListener('focusout', onFocusOut)
    return () => {
      list.removeEventListener('keydown', onKey)
      list.removeEventListener('focusout', onFocusOut)
    }
  }, [])
  return (
    <ul ref={menu} className="vw-lang-menu" role="menu" aria-label={engine.t('widget:header.language')}>
      {LANGUAGES.map((language) => (
        <li key={language} role="none">
          <button
            type="button"
            role="menuitemradio"
            aria-checked={language === current}
            lang={language}
            className="vw-lang-menu__item"
            onClick={() => {
              close()
              void switchLanguage(engine, language)
            }}
          >
            {languageName(language)}
          </button>
        </li>
      ))}
    </ul>
  )
}

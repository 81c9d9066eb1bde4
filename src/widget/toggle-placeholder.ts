import type { CSSProperties } from 'react'
import { CHAT_ICON_PATH } from './chat-icon'
import { themeStyle } from './theme'

/**
 * The element the widget renders into; the toggle below is drawn in it first, and React replaces it when the widget
 * mounts.
 */
export const WIDGET_ROOT_ID = 'vitrine-widget'

/**
 * The widget's closed toggle, drawn without React or the widget chunk, for a
 * returning visitor who has no chat session: the chunk loads only when they
 * reach for the chat. Hovering, focusing or touching it starts the download
 * (`onIntent`); a click opens the chat (`onOpen`). It looks and reads like
 * the widget's own `ToggleButton`, which takes its place once mounted.
 *
 * @example
 * drawToggle({ themeColor: '#10B981', label: 'Open chat', onIntent: prefetch, onOpen: () => load({ open: true }) })
 */
export function drawToggle(options: {
  themeColor: string | undefined
  label: string
  onIntent: () => void
  onOpen: () => void
}): HTMLElement {
  const root = document.createElement('div')
  root.id = WIDGET_ROOT_ID
  root.className = 'vw'
  // CSSOM, not a style attribute: the page's CSP allows only its own hashed attribute values.
  for (const [name, value] of Object.entries(themeStyle(options.themeColor) as CSSProperties & Record<string, string>))
    root.style.setProperty(name, value)
  // The markup of `ToggleButton` closed, with `ChatIcon` (LineIcon at 26 px); the label goes in as an attribute, never
  // as markup.
  root.innerHTML =
    '<button type="button" class="vw-toggle" aria-expanded="false">' +
    '<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">' +
    '<path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ' +
    `d="${CHAT_ICON_PATH}"/></svg></button>`
  const button = root.firstElementChild as HTMLButtonElement
  button.setAttribute('aria-label', options.label)
  for (const intent of ['pointerenter', 'focus', 'touchstart'])
    button.addEventListener(intent, options.onIntent, { once: true, passive: true })
  button.addEventListener('click', () => {
    button.setAttribute('aria-busy', 'true')
    options.onOpen()
  })
  document.body.append(root)
  return root
}

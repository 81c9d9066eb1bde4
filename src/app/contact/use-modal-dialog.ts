import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** On `<html>` while a page dialog is open. */
export const MODAL_OPEN_ATTRIBUTE = 'data-modal-open'

const focusables = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE))

/**
 * The behaviour of a modal dialog (WAI-ARIA dialog pattern): focus moves into
 * it (to `[data-autofocus]`, else its first control), Tab and Shift+Tab cycle
 * inside it, Escape closes it, the page behind does not scroll, and focus goes
 * back to whatever opened it when it goes away. While it is open the page's
 * root carries `data-modal-open`, so fixed things over the page (the chat
 * toggle) step aside instead of covering the dialog's controls.
 *
 * @example
 * const dialog = useRef<HTMLDivElement>(null)
 * useModalDialog(dialog, onClose)
 * return <div ref={dialog} role="dialog" aria-modal="true" tabIndex={-1}>...</div>
 */
export function useModalDialog(dialogRef: RefObject<HTMLElement | null>, onClose: () => void) {
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    document.documentElement.setAttribute(MODAL_OPEN_ATTRIBUTE, '')
    ;(dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0] ?? dialog).focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close.current()
      } else if (event.key === 'Tab') {
        trapTab(dialog, event)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = overflow
      document.documentElement.removeAttribute(MODAL_OPEN_ATTRIBUTE)
      if (opener?.isConnected) opener.focus()
    }
  }, [dialogRef])
}

function trapTab(dialog: HTMLElement, event: KeyboardEvent) {
  const items = focusables(dialog)
  const first = items[0]
  const last = items[items.length - 1]
  const active = document.activeElement
  if (!first || !last) {
    event.preventDefault()
    dialog.focus()
  } else if (!dialog.contains(active)) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

import { useEffect, useId, useRef, type KeyboardEvent } from 'react'

/**
 * A confirmation's modal `alertdialog` (the owner's ConfirmDialog, the widget's Cancel Order?): the attributes that
 * name it by its title and text and keep it on Escape, and the ref of its safe button, focused when it opens; focus
 * goes back where it was when it closes.
 *
 * @example
 * const dialog = useAlertDialog(() => store.keep())
 * <div {...dialog.props}><h2 id={dialog.titleId}>…</h2><p id={dialog.textId}>…</p>
 *   <button ref={dialog.keepRef}>Keep</button></div>
 */
export function useAlertDialog(onKeep: () => void) {
  const titleId = useId()
  const textId = useId()
  const keepRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    keepRef.current?.focus()
    return () => before?.focus()
  }, [])
  const props = {
    role: 'alertdialog',
    'aria-modal': true,
    'aria-labelledby': titleId,
    'aria-describedby': textId,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') onKeep()
    },
  } as const
  return { titleId, textId, keepRef, props }
}

import { useEffect, useId, useRef, type ReactNode } from 'react'
import { DialogActions } from './DialogActions'

/**
 * A confirmation step before something that cannot be undone (cancel an
 * order, restore a page version): a modal `alertdialog` whose focus starts
 * on `keepLabel`, the safe choice; Escape keeps. Focus goes back where it
 * was when the dialog closes. `children` (a failure line) sit under the text.
 *
 * @example
 * <ConfirmDialog
 *   title="Cancel order KK-1001?"
 *   text="The customer is told."
 *   confirmLabel="Cancel order"
 *   keepLabel="Keep order"
 *   busy={false} onConfirm={() => void card.confirmCancel()} onKeep={() => card.keep()} />
 */
export function ConfirmDialog(props: {
  title: string
  text: string
  confirmLabel: string
  keepLabel: string
  busy: boolean
  onConfirm: () => void
  onKeep: () => void
  children?: ReactNode
}) {
  const titleId = useId()
  const textId = useId()
  const keep = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    keep.current?.focus()
    return () => before?.focus()
  }, [])
  return (
    <div className="ow-dialog__backdrop">
      <div
        className="ow-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') props.onKeep()
        }}
      >
        <h2 id={titleId} className="ow-dialog__title">
          {props.title}
        </h2>
        <p id={textId}>{props.text}</p>
        {props.children}
        <DialogActions
          keepRef={keep}
          keepLabel={props.keepLabel}
          onKeep={props.onKeep}
          confirmLabel={props.confirmLabel}
          tone="danger"
          busy={props.busy}
          onConfirm={props.onConfirm}
        />
      </div>
    </div>
  )
}

import type { ReactNode } from 'react'
import { useAlertDialog } from '../../ui/use-alert-dialog'
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
  const dialog = useAlertDialog(props.onKeep)
  return (
    <div className="ow-dialog__backdrop">
      <div className="ow-dialog" {...dialog.props}>
        <h2 id={dialog.titleId} className="ow-dialog__title">
          {props.title}
        </h2>
        <p id={dialog.textId}>{props.text}</p>
        {props.children}
        <DialogActions
          keepRef={dialog.keepRef}
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

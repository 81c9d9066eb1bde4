import type { Ref } from 'react'

/**
 * A dialog's two buttons: keep (closes it, the safe choice) and confirm, busy while it works. Without `onConfirm`
 * the confirm button submits the dialog's form.
 *
 * @example
 * <DialogActions keepLabel="Keep order" onKeep={() => store.close()} confirmLabel="Cancel order" tone="danger"
 *   busy={store.saving.busy} />
 */
export function DialogActions({
  keepRef,
  ...props
}: {
  keepLabel: string
  onKeep: () => void
  confirmLabel: string
  /** The confirm button's look: `danger` for what cannot be undone. */
  tone: 'primary' | 'danger'
  busy: boolean
  /** Off while the form cannot go yet; `busy` by default. */
  disabled?: boolean
  onConfirm?: () => void
  keepRef?: Ref<HTMLButtonElement>
}) {
  return (
    <div className="ow-dialog__actions">
      <button ref={keepRef} type="button" className="ow-button" onClick={props.onKeep}>
        {props.keepLabel}
      </button>
      <button
        type={props.onConfirm ? 'button' : 'submit'}
        className={`ow-button ow-button--${props.tone}`}
        disabled={props.disabled ?? props.busy}
        aria-busy={props.busy || undefined}
        onClick={props.onConfirm}
      >
        {props.confirmLabel}
      </button>
    </div>
  )
}

import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { formatRupees } from '../../../ui/money'
import { useOwnerT } from '../../i18n'
import { FailureText } from '../../panel-kit/FailureText'
import type { OwnerOrdersStore } from '../../orders/owner-orders-store'
import type { MoneyDialog as MoneyDialogState } from '../money-dialog'
import { Form } from '../../../ui/Form'
import { DialogActions } from '../../panel-kit/DialogActions'

/**
 * The owner's money dialog (modal): 'Cancel and refund ₹X', 'Settle refund ₹X', or completing an order not fully paid.
 * The owner picks how (through the gateway, by UPI with its reference, in cash); focus starts on the first choice,
 * Escape and the keep button close it, focus goes back where it was.
 */
export const MoneyDialog = observer(function MoneyDialog({
  dialog,
  store,
}: {
  dialog: MoneyDialogState
  store: OwnerOrdersStore
}) {
  const t = useOwnerT()
  const titleId = useId()
  const textId = useId()
  const first = useRef<HTMLInputElement>(null)
  const { kind, order } = dialog
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    first.current?.focus()
    // The button that opened it is gone once the order changed: the order's card takes the focus instead.
    return () =>
      before?.isConnected
        ? before.focus()
        : [...document.querySelectorAll<HTMLElement>('[data-order]')]
            .find((card) => card.dataset.order === order._id)
            ?.focus()
  }, [order._id])
  const values = { orderId: order.orderId, amount: formatRupees(dialog.amount) }
  return (
    <div className="ow-dialog__backdrop">
      <Form
        className="ow-dialog ow-money"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        noValidate
        onKeyDown={(event) => {
          if (event.key === 'Escape') store.closeMoney()
        }}
        onSubmit={() => void store.confirmMoney()}
      >
        <h2 id={titleId} className="ow-dialog__title">
          {t(`context.moneyDialog.${kind}.title`, values)}
        </h2>
        <p id={textId}>{t(`context.moneyDialog.${kind}.text`, values)}</p>
        <fieldset className="ow-money__methods">
          <legend>{t(`context.moneyDialog.${kind}.method`)}</legend>
          {dialog.methods.map((method, index) => (
            <label key={method} className="ow-money__method">
              <input
                ref={index === 0 ? first : undefined}
                type="radio"
                name={`money-method-${order._id}`}
                value={method}
                checked={dialog.method === method}
                onChange={() => dialog.choose(method)}
              />
              {t(`context.moneyDialog.methods.${method}`)}
            </label>
          ))}
        </fieldset>
        {dialog.needsReference && <ReferenceField dialog={dialog} />}
        <FailureText ns="context" failure={store.failures.get(order._id) ?? null} />
        <DialogActions
          keepLabel={t(`context.moneyDialog.${kind}.keep`)}
          onKeep={() => store.closeMoney()}
          confirmLabel={t(`context.moneyDialog.${kind}.confirm`, values)}
          tone={kind === 'complete' ? 'primary' : 'danger'}
          busy={store.work.has(order._id)}
        />
      </Form>
    </div>
  )
})

/** The payment's reference (UPI), with why it does not do once the owner tried to confirm. */
const ReferenceField = observer(function ReferenceField({ dialog }: { dialog: MoneyDialogState }) {
  const t = useOwnerT()
  const referenceId = useId()
  const errorId = useId()
  const error = dialog.tried ? dialog.referenceError : null
  return (
    <div className="ow-money__reference">
      <label htmlFor={referenceId}>
        {t(dialog.kind === 'complete' ? 'context.moneyDialog.referenceOptional' : 'context.moneyDialog.reference')}
      </label>
      <input
        id={referenceId}
        className="ow-input"
        value={dialog.reference}
        autoComplete="off"
        inputMode="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => dialog.setReference(event.target.value)}
      />
      {error && (
        <p id={errorId} className="ow-money__error" role="alert">
          {t(error === 'missing' ? 'context.moneyDialog.referenceMissing' : 'context.moneyDialog.referenceInvalid')}
        </p>
      )}
    </div>
  )
})

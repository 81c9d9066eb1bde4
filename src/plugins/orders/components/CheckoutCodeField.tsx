import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'
import type { Checkout } from '../checkout'

/**
 * The checkout's discount code: a field with Apply; once the totals say it applies, what it saves and Remove; when it
 * does not, the server's reason ('Add ₹150.00 more to use DIWALI10.'), read out as it appears.
 */
export const CheckoutCodeField = observer(function CheckoutCodeField({ checkout }: { checkout: Checkout }) {
  const t = useWidgetT('checkoutSplit')
  const id = useId()
  const { code, totals } = checkout
  const applied = code.sent !== null && totals?.discount?.code === code.sent ? totals.discount : null
  const problem = code.sent !== null && totals?.codeProblem?.code === code.sent ? totals.codeProblem : null
  const error = code.malformed ? t('code.malformed') : (problem?.message ?? null)
  return (
    <form
      className="vw-order-code"
      onSubmit={(event) => {
        event.preventDefault()
        code.apply()
      }}
    >
      <label className="vw-form__label" htmlFor={`${id}-code`}>
        {t('code.label')}
      </label>
      <div className="vw-order-code__row">
        <input
          id={`${id}-code`}
          className="vw-form__input"
          value={code.input}
          placeholder={t('code.placeholder')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== null || undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => code.setInput(event.target.value)}
        />
        {applied ? (
          <button
            type="button"
            className="vw-view__secondary"
            aria-label={t('code.removeCode', { code: applied.code })}
            onClick={() => code.remove()}
          >
            {t('code.remove')}
          </button>
        ) : (
          <button type="submit" className="vw-view__secondary" disabled={code.input.trim() === ''}>
            {t('code.apply')}
          </button>
        )}
      </div>
      <p id={`${id}-status`} className={error ? 'vw-form__error' : 'vw-form__hint'} role="status">
        {error ??
          (applied &&
            (applied.kind === 'freeDelivery'
              ? t('code.freeDelivery', { code: applied.code })
              : t('code.applied', { code: applied.code, amount: formatRupees(applied.amount) })))}
      </p>
    </form>
  )
})

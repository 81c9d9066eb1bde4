import './quantity-stepper.css'

export interface QuantityStepperProps {
  quantity: number
  /** Called with quantity − 1 or + 1; the owner applies the quantity rules (below 1 removes, capped at stock). */
  onChange: (quantity: number) => void
  /** Accessible names, already translated: 'Decrease quantity of Mango Pickle', ... */
  labels: { decrease: string; increase: string; quantity: string }
  /** Disables + (the stock is reached). */
  atMost?: boolean
}

/**
 * − quantity + (docs/product.md). The quantity is a live region, so a screen reader
 * hears the new figure after each press.
 */
export function QuantityStepper({ quantity, onChange, labels, atMost = false }: QuantityStepperProps) {
  return (
    <div className="quantity-stepper" role="group" aria-label={labels.quantity}>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={labels.decrease}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="quantity-stepper__value" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={labels.increase}
        disabled={atMost}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}

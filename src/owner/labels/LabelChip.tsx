import type { ShownLabel } from './labels-store'
import './labels.css'

/**
 * One label as a small coloured chip; with `remove` (its accessible name, e.g. 'Remove label Paid'), a × that takes
 * it off.
 */
export function LabelChip({ label, remove, onRemove }: { label: ShownLabel; remove?: string; onRemove?: () => void }) {
  return (
    <span className={`ow-label ow-label--${label.colour}`} data-label={label.id}>
      {label.name}
      {onRemove && (
        <button type="button" className="ow-label__remove" aria-label={remove} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </span>
  )
}

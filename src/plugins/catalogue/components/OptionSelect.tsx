import { useId } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import { inStock } from '../catalogue-store'

/**
 * A variant or package picker. Sold-out options stay listed (marked); picking
 * one is refused with the 'Out of stock' snackbar (§5, §8).
 */
export function OptionSelect<T extends { _id: string; name: string; stock: number | null }>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: readonly T[]
  value: T | null
  onChange: (option: T) => void
}) {
  const engine = useEngine()
  const t = useWidgetT('catalogue')
  const id = useId()
  return (
    <div className="vw-catalogue__option">
      <label htmlFor={id} className="vw-catalogue__option-label">
        {label}
      </label>
      <select
        id={id}
        className="vw-catalogue__select"
        value={value?._id ?? ''}
        onChange={(event) => {
          const chosen = options.find((option) => option._id === event.target.value)
          if (!chosen) return
          if (inStock(chosen)) onChange(chosen)
          else engine.snackbar.show(t('outOfStock'))
        }}
      >
        {options.map((option) => (
          <option key={option._id} value={option._id}>
            {inStock(option) ? option.name : `${option.name} (${t('outOfStock')})`}
          </option>
        ))}
      </select>
    </div>
  )
}

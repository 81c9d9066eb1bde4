import { useId } from 'react'
import { inStock } from '../../../../contract/quantity'
import { useEngine, useWidgetT } from '../../../engine/react'
import './item.css'

/**
 * A variant or package picker. Sold-out options stay listed (marked); picking
 * one is refused with the 'Out of stock' snackbar (docs/product.md).
 *
 * @example
 * <OptionSelect label="Size" options={item.variants} value={variant} onChange={(chosen) => choose(chosen)} />
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
  const t = useWidgetT('widget')
  const id = useId()
  return (
    <div className="vw-option">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="vw-option__select"
        value={value?._id ?? ''}
        onChange={(event) => {
          const chosen = options.find((option) => option._id === event.target.value)
          if (!chosen) return
          if (inStock(chosen)) onChange(chosen)
          else engine.snackbar.show(t('item.outOfStock'))
        }}
      >
        {options.map((option) => (
          <option key={option._id} value={option._id}>
            {inStock(option) ? option.name : `${option.name} (${t('item.outOfStock')})`}
          </option>
        ))}
      </select>
    </div>
  )
}

import { observer } from 'mobx-react-lite'
import { useWidgetT } from '../../../engine/react'
import { QuantityStepper } from '../QuantityStepper'
import type { ItemChoice } from '../../../ui/item/item-choice'
import { ItemPrice } from './ItemPrice'
import { OptionSelect } from './OptionSelect'
import './item.css'
import { photoAttributes } from '../../../ui/photo-attributes'

/**
 * An item of the single-item order or enquiry panel: picture, name, the
 * variant or package picker, the quantity stepper and, when `showPrice`, the
 * unit price. `onRemove` adds a remove button (the enquiry lists several).
 *
 * @example
 * <ItemChoiceEditor choice={new ItemChoice(item)} showPrice onRemove={() => store.remove(line)} />
 */
export const ItemChoiceEditor = observer(function ItemChoiceEditor({
  choice,
  showPrice,
  onRemove,
  removeLabel,
}: {
  choice: ItemChoice
  showPrice: boolean
  onRemove?: () => void
  /** The remove button's name; default 'Remove {name}'. */
  removeLabel?: string
}) {
  const t = useWidgetT('widget')
  const { item } = choice
  const image = item.images[0]
  const { base, sale } = choice.unit
  return (
    <article className="vw-item" aria-label={item.name}>
      {image && <img className="vw-item__image" {...photoAttributes(image, '72px')} alt="" loading="lazy" />}
      <div className="vw-item__body">
        <div className="vw-item__top">
          <h3 className="vw-item__name">{item.name}</h3>
          {onRemove && <RemoveButton label={removeLabel ?? t('item.remove', { name: item.name })} onClick={onRemove} />}
        </div>
        {showPrice && <ItemPrice base={base} sale={sale} />}
        {item.variants.length > 0 && (
          <OptionSelect
            label={item.variantTitle?.trim() || t('item.option')}
            options={item.variants}
            value={choice.variant}
            onChange={(option) => choice.choose(option)}
          />
        )}
        {item.variants.length === 0 && item.packages.length > 0 && (
          <OptionSelect
            label={t('item.package')}
            options={item.packages}
            value={choice.package}
            onChange={(option) => choice.choose(option)}
          />
        )}
        {choice.available ? (
          <QuantityStepper
            quantity={choice.quantity}
            atMost={choice.stock !== null && choice.quantity >= choice.stock}
            onChange={(quantity) => (quantity < 1 && onRemove ? onRemove() : choice.setQuantity(quantity))}
            labels={{
              decrease: t('item.decrease', { name: item.name }),
              increase: t('item.increase', { name: item.name }),
              quantity: t('item.quantityOf', { name: item.name }),
            }}
          />
        ) : (
          <p className="vw-item__stock">{t('item.outOfStock')}</p>
        )}
      </div>
    </article>
  )
})

/**
 * The × that removes an item from a list (a cart line, an item of a direct buy or an enquiry), named `label`.
 *
 * @example
 * <RemoveButton label={t('remove', { name: line.name })} onClick={() => void cart.remove(lineKey)} />
 */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="vw-item__remove" aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  )
}

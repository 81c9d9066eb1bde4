import { observer } from 'mobx-react-lite'
import { useWidgetT } from '../../../engine/react'
import { QuantityStepper } from '../../../ui/QuantityStepper'
import type { ItemChoice } from '../item-choice'
import { formatRupees } from '../price'
import { OptionSelect } from './OptionSelect'
import '../catalogue.css'

/**
 * An item of the single-item order or enquiry panel: picture, name, the
 * variant or package picker, the quantity stepper and, when `showPrice`, the
 * unit price. `onRemove` adds a remove button (the enquiry lists several).
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
  removeLabel?: string
}) {
  const t = useWidgetT('catalogue')
  const { item } = choice
  const image = item.images[0]
  const { base, sale } = choice.unit
  return (
    <article className="vw-catalogue__item" aria-label={item.name}>
      {image && <img className="vw-catalogue__item-image" src={image} alt="" loading="lazy" />}
      <div className="vw-catalogue__item-body">
        <div className="vw-catalogue__item-top">
          <h3 className="vw-catalogue__item-name">{item.name}</h3>
          {onRemove && (
            <button type="button" className="vw-catalogue__remove" aria-label={removeLabel} onClick={onRemove}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {showPrice && (
          <p className="vw-catalogue__price">
            <span className="vw-catalogue__price-sale">{formatRupees(sale)}</span>
            {sale < base && <s className="vw-catalogue__price-base">{formatRupees(base)}</s>}
          </p>
        )}
        {item.variants.length > 0 && (
          <OptionSelect label={item.variantTitle?.trim() || t('option')} options={item.variants} value={choice.variant} onChange={(option) => choice.choose(option)} />
        )}
        {item.variants.length === 0 && item.packages.length > 0 && (
          <OptionSelect label={t('package')} options={item.packages} value={choice.package} onChange={(option) => choice.choose(option)} />
        )}
        {choice.available ? (
          <QuantityStepper
            quantity={choice.quantity}
            atMost={choice.stock !== null && choice.quantity >= choice.stock}
            onChange={(quantity) => (quantity < 1 && onRemove ? onRemove() : choice.setQuantity(quantity))}
            labels={{ decrease: t('decrease', { name: item.name }), increase: t('increase', { name: item.name }), quantity: t('quantityOf', { name: item.name }) }}
          />
        ) : (
          <p className="vw-catalogue__stock">{t('outOfStock')}</p>
        )}
      </div>
    </article>
  )
})

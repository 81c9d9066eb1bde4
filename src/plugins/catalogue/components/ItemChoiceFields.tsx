import { observer } from 'mobx-react-lite'
import type { CatalogueItem } from '../../../../contract/catalogue'
import { inStock } from '../../../../contract/quantity'
import { useEngine, useWidgetT } from '../../../engine/react'
import { ItemPrice } from '../../../widget/ui/item/ItemPrice'
import { priceVisible, unitPrice } from '../../../ui/item/item-choice'
import { OptionSelect } from '../../../widget/ui/item/OptionSelect'

/**
 * An item's price and its variant or package choice (docs/product.md, 'Entities and fields'), as its card and its
 * detail show them: one choice per item, kept in the catalogue store, so both show the same.
 */
export const ItemChoiceFields = observer(function ItemChoiceFields({ item }: { item: CatalogueItem }) {
  const catalogue = useEngine().plugin('catalogue')
  const t = useWidgetT('widget')
  const selection = catalogue.selectionOf(item)
  const { variant, package: pkg } = selection
  const { base, sale } = unitPrice(item, selection)
  const chosen = variant ?? pkg
  return (
    <>
      {priceVisible(item) && (
        <ItemPrice
          base={base}
          sale={sale}
          percentOff={pkg?.discountPercentage}
          taxRate={item.pricing.taxApplicable ? item.pricing.taxRate : 0}
        />
      )}
      {item.variants.length > 0 && (
        <OptionSelect
          label={item.variantTitle?.trim() || t('item.option')}
          options={item.variants}
          value={variant}
          onChange={(option) => catalogue.select(item, { variant: option, package: null })}
        />
      )}
      {item.variants.length === 0 && item.packages.length > 0 && (
        <OptionSelect
          label={t('item.package')}
          options={item.packages}
          value={pkg}
          onChange={(option) => catalogue.select(item, { variant: null, package: option })}
        />
      )}
      {chosen && !inStock(chosen) && <p className="vw-item__stock">{t('item.outOfStock')}</p>}
    </>
  )
})

import { observer } from 'mobx-react-lite'
import type { CatalogueItem } from '../../../../contract/catalogue'
import { inStock } from '../../../../contract/quantity'
import { ItemCardActions } from '../../../engine/outlets'
import { useEngine, useWidgetT } from '../../../engine/react'
import { ItemPrice } from '../../../ui/item/ItemPrice'
import { priceVisible, unitPrice } from '../../../ui/item/item-choice'
import { OptionSelect } from '../../../ui/item/OptionSelect'
import '../../../ui/item/item.css'

/**
 * One catalogue item (docs/product.md, 'Entities and fields'): image, name, description, price, variant or
 * package choice, and the actions other plugins add to item cards (Add to
 * Cart, Send Enquiry Request), which the card does not know by name.
 */
export const ItemCard = observer(function ItemCard({ item }: { item: CatalogueItem }) {
  const catalogue = useEngine().plugin('catalogue')
  const t = useWidgetT('widget')
  // Kept in the store: a card scrolled out of the virtual list and back keeps its choice.
  const selection = catalogue.selectionOf(item)
  const { variant, package: pkg } = selection
  const { base, sale } = unitPrice(item, selection)
  const chosen = variant ?? pkg
  const image = item.images[0]
  return (
    <article className="vw-item" aria-label={item.name}>
      {image && <img className="vw-item__image" src={image} alt="" loading="lazy" />}
      <div className="vw-item__body">
        <h3 className="vw-item__name">{item.name}</h3>
        {item.description && <p className="vw-item__description">{item.description}</p>}
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
        <ItemCardActions item={item} selection={selection} />
      </div>
    </article>
  )
})

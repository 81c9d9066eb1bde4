import { observer } from 'mobx-react-lite'
import type { CatalogueItem } from '../../../../contract/catalogue'
import { ItemCardActions } from '../../../engine/outlets'
import { useEngine, useWidgetT } from '../../../engine/react'
import '../../../widget/ui/item/item.css'
import { shopOf } from '../shop/shop-store'
import { ItemChoiceFields } from './ItemChoiceFields'
import { photoAttributes } from '../../../ui/photo-attributes'

/**
 * One catalogue item (docs/product.md, 'Entities and fields'): image, name, description, price, variant or
 * package choice, 'View details' (its photos, description and a share link), and the actions other plugins add to
 * item cards (Add to Cart, Send Enquiry Request), which the card does not know by name.
 */
export const ItemCard = observer(function ItemCard({ item }: { item: CatalogueItem }) {
  const engine = useEngine()
  const catalogue = engine.plugin('catalogue')
  const shop = shopOf(engine)
  const t = useWidgetT('shop')
  // Kept in the store: a card scrolled out of the virtual list and back keeps its choice.
  const selection = catalogue.selectionOf(item)
  const image = item.images[0]
  return (
    <article className="vw-item" aria-label={item.name}>
      {image && <img className="vw-item__image" {...photoAttributes(image, '72px')} alt="" loading="lazy" />}
      <div className="vw-item__body">
        <h3 className="vw-item__name">{item.name}</h3>
        {item.description && <p className="vw-item__description">{item.description}</p>}
        <ItemChoiceFields item={item} />
        <button
          type="button"
          className="vw-item__details"
          aria-label={t('detailsOf', { name: item.name })}
          onClick={() => shop.openDetail(item)}
        >
          {t('details')}
        </button>
        <ItemCardActions item={item} selection={selection} />
      </div>
    </article>
  )
})

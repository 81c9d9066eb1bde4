import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState } from 'react'
import type { CatalogueItem } from '../../../../contract/catalogue'
import { inStock } from '../../../../contract/quantity'
import { ItemCardActions } from '../../../engine/outlets'
import { useEngine, useWidgetT } from '../../../engine/react'
import { priceVisible } from '../../../ui/item/item-choice'
import { PanelHeader } from '../../../widget/ui/PanelHeader'
import '../../../widget/ui/item/item.css'
import { shopOf } from '../shop/shop-store'
import { ItemChoiceFields } from './ItemChoiceFields'
import { PhotoViewer } from './PhotoViewer'
import { ShareButton } from './ShareButton'
import { photoAttributes } from '../../../ui/photo-attributes'

/**
 * The detail photo's box: the whole screen up to 768 px (the panel is), else about the panel's 380 px (on a laptop
 * half of the shop's 720 px panel).
 */
const DETAIL_PHOTO_SIZES = '(max-width: 768px) 100vw, 380px'

/**
 * An item's detail, over the list it was opened from: its photos (each opens full screen, to zoom), description,
 * price with the variant or package choice the card shares, the item card actions (Add to Cart, Send Enquiry
 * Request), Buy now (the single-item order) and Share. Back returns to the list, focus to the card's 'View details'.
 */
export const ItemDetail = observer(function ItemDetail({ item }: { item: CatalogueItem }) {
  const engine = useEngine()
  const shop = shopOf(engine)
  const selection = engine.plugin('catalogue').selectionOf(item)
  const t = useWidgetT('shop')
  const id = useId()
  const root = useRef<HTMLElement>(null)
  const [photo, setPhoto] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  // Focus moves into the detail, and back to what opened it when it closes.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    root.current?.querySelector<HTMLElement>('.vw-view__back')?.focus()
    return () => opener?.focus()
  }, [])
  const chosen = selection.variant ?? selection.package
  const buyable =
    shop.canBuyNow &&
    priceVisible(item) &&
    (chosen ? inStock(chosen) : item.variants.length === 0 && item.packages.length === 0)
  const count = item.images.length
  return (
    <section ref={root} className="vw-detail" aria-labelledby={id}>
      <PanelHeader id={id} title={item.name} back={() => shop.closeDetail()} />
      {count > 0 && (
        <div className="vw-detail__photos" role="group" aria-label={t('photos', { name: item.name })}>
          <button
            type="button"
            className="vw-detail__photo"
            aria-label={t('zoomPhoto', { index: photo + 1, count })}
            onClick={() => setZoomed(true)}
          >
            <img {...photoAttributes(item.images[photo]!, DETAIL_PHOTO_SIZES)} alt="" />
          </button>
          {count > 1 && (
            <ul className="vw-detail__thumbs">
              {item.images.map((src, index) => (
                <li key={src + index}>
                  <button
                    type="button"
                    className="vw-detail__thumb"
                    aria-label={t('photo', { index: index + 1, count })}
                    aria-pressed={index === photo}
                    onClick={() => setPhoto(index)}
                  >
                    <img {...photoAttributes(src, '56px')} alt="" loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {item.description && <p className="vw-detail__description">{item.description}</p>}
      <div className="vw-detail__choice">
        <ItemChoiceFields item={item} />
        <ItemCardActions item={item} selection={selection} />
        {buyable && (
          <button type="button" className="vw-view__primary" onClick={() => shop.buyNow(item, selection)}>
            {t('buyNow')}
          </button>
        )}
      </div>
      <ShareButton item={item} />
      {zoomed && (
        <PhotoViewer
          photos={item.images}
          index={photo}
          name={item.name}
          onIndex={setPhoto}
          onClose={() => setZoomed(false)}
        />
      )}
    </section>
  )
})

import { productPath } from '../../../contract/product-path'
import type { StorefrontItem } from '../../../contract/storefront'
import { useT } from '../../i18n/translator'
import { photoAttributes } from '../../ui/photo-attributes'
import { formatRupees } from '../../ui/money'

/** The card grid's columns by width (sections.css): the browser picks the photo variant of the card's width. */
const CARD_PHOTO_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 45vw, 92vw'

/** A chat deep link of the widget (docs/widget.md) for one item. */
const chatLink = (source: 'add_to_cart' | 'direct_buy' | 'send_enquiry_request', slug: string) =>
  `?chat=open&source=${source}&item=${encodeURIComponent(slug)}`

/** The price a card shows: one price (struck through before a sale), a range of variants', or 'Price on request'. */
function Price({ item }: { item: StorefrontItem }) {
  const t = useT()
  const { min, max, was } = item.price
  if (!item.priceVisible) return <p className="product-card__price">{t('sections.priceOnRequest')}</p>
  if (min !== max) return <p className="product-card__price">{`${formatRupees(min)} – ${formatRupees(max)}`}</p>
  return (
    <p className="product-card__price">
      {was !== null && (
        <>
          <s aria-label={t('sections.priceWas', { price: formatRupees(was) })}>{formatRupees(was)}</s>{' '}
        </>
      )}
      {formatRupees(min)}
    </p>
  )
}

/**
 * One product: its photo and name (links to its own page), its price, 'Out of stock', and the chat's Add to Cart,
 * Buy now and Ask as plain links (they work before any script runs and cost the page nothing). Its name is an `h3`
 * under a section's title, an `h2` on a page whose `h1` is the list's name (a category's page).
 */
export function ProductCard({ item, heading: Heading = 'h3' }: { item: StorefrontItem; heading?: 'h2' | 'h3' }) {
  const t = useT()
  const photo = item.image ? photoAttributes(item.image, CARD_PHOTO_SIZES) : null
  const buyable = item.inStock && item.priceVisible
  return (
    <article className="card product-card">
      <a className="product-card__photo" href={productPath(item.slug)} tabIndex={-1} aria-hidden="true">
        {photo && (
          <img
            {...photo}
            width={photo.width ?? 640}
            height={photo.height ?? 480}
            loading="lazy"
            decoding="async"
            alt=""
          />
        )}
      </a>
      <Heading className="product-card__name">
        <a href={productPath(item.slug)}>{item.name}</a>
      </Heading>
      <Price item={item} />
      {!item.inStock && <p className="product-card__stock">{t('sections.outOfStock')}</p>}
      <div className="product-card__actions">
        {buyable && (
          <a
            className="button button--primary"
            href={chatLink('add_to_cart', item.slug)}
            aria-label={t('sections.addToCartItem', { name: item.name })}
          >
            {t('sections.addToCart')}
          </a>
        )}
        {buyable && (
          <a
            className="button button--ghost"
            href={chatLink('direct_buy', item.slug)}
            aria-label={t('sections.buyNowItem', { name: item.name })}
          >
            {t('sections.buyNow')}
          </a>
        )}
        <a
          className="button button--ghost"
          href={chatLink('send_enquiry_request', item.slug)}
          aria-label={t('sections.askItem', { name: item.name })}
        >
          {t('sections.ask')}
        </a>
      </div>
    </article>
  )
}

import type { CatalogueItem } from '../../contract/catalogue'
import { rupees } from '../../contract/pricing'
import type { ProductPageData } from '../../contract/product-page'
import { inStock } from '../../contract/quantity'
import { useT } from '../i18n/translator'
import { productOffer } from './product-offer'
import { widgetLink } from './widget-links'

type Money = (rupees: number) => string

/**
 * The item's name, price (a sale price beside the struck-through one), availability, delivery note, its variants or
 * packages with their prices, the buttons into the chat widget and the description. An item priced on request, or
 * out of stock, offers only 'Ask about this' (the widget's enquiry).
 */
export function ProductDetails({ product, money }: { product: ProductPageData; money: Money }) {
  const t = useT()
  const { item, delivery } = product
  const offer = productOffer(item)
  const buyable = offer.price !== null && offer.inStock
  return (
    <div className="product__details">
      <h1>{item.name}</h1>
      {offer.price ? (
        <Price base={offer.price.base} sale={offer.price.sale} money={money} className="product__price" />
      ) : (
        <p className="product__price">{t('product.onRequest')}</p>
      )}
      <p className={offer.inStock ? 'product__stock' : 'product__stock product__stock--out'}>
        {offer.inStock ? t('product.inStock') : t('product.outOfStock')}
      </p>
      {delivery && (
        <p className="product__delivery">
          {delivery.kind === 'pickup'
            ? t('product.pickupOnly')
            : delivery.from === 0
              ? t('product.freeDelivery')
              : t('product.deliveryFrom', { price: money(delivery.from) })}
        </p>
      )}
      <Options item={item} money={money} />
      <div className="product__actions">
        {buyable && (
          <>
            <a className="button button--primary" href={widgetLink('add_to_cart', item.slug)}>
              {t('product.addToCart')}
            </a>
            <a className="button button--primary" href={widgetLink('direct_buy', item.slug)}>
              {t('product.buyNow')}
            </a>
          </>
        )}
        <a className="button button--ghost" href={widgetLink('send_enquiry_request', item.slug)}>
          {t('product.ask')}
        </a>
      </div>
      {item.description && (
        <section className="product__about">
          <h2>{t('product.about')}</h2>
          {item.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      )}
    </div>
  )
}

/** The variants (or a service's packages), each with its price and, when sold out, 'Out of stock'. */
function Options({ item, money }: { item: CatalogueItem; money: Money }) {
  const t = useT()
  const visible = item.priceVisible && item.pricing.priceVisible
  const options =
    item.variants.length > 0
      ? item.variants.map((variant) => ({
          ...variant,
          sale: rupees.salePrice(variant.basePrice, variant.salePrice),
        }))
      : item.packages.map((pack) => ({
          ...pack,
          basePrice: pack.price,
          sale: rupees.packagePrice(pack.price, pack.discountPercentage),
        }))
  if (options.length === 0) return null
  const title = item.variants.length > 0 ? (item.variantTitle ?? t('product.options')) : t('product.packages')
  return (
    <section className="product__options">
      <h2>{title}</h2>
      <ul>
        {options.map((option) => (
          <li key={option._id}>
            <span>{option.name}</span>
            {visible && (
              <Price base={option.basePrice} sale={option.sale} money={money} className="product__option-price" />
            )}
            {!inStock(option) && <span className="product__stock--out">{t('product.outOfStock')}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}

function Price({ base, sale, money, className }: { base: number; sale: number; money: Money; className: string }) {
  const t = useT()
  return (
    <p className={className}>
      {sale < base && (
        <>
          <s aria-hidden="true">{money(base)}</s>{' '}
          <span className="visually-hidden">{t('product.was', { price: money(base) })}</span>{' '}
        </>
      )}
      <strong>{money(sale)}</strong>
    </p>
  )
}

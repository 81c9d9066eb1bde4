import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { CatalogueItem } from '../../../../contract/catalogue'
import { useEngine, useWidgetT } from '../../../engine/react'
import { QuantityStepper } from '../../../ui/QuantityStepper'
import { type CatalogueSelection, inStock } from '../catalogue-store'
import { effectiveSalePrice, formatRupees, packagePrice } from '../price'
import { OptionSelect } from './OptionSelect'

/** Base and sale price of an item for the chosen variant or package (§5). */
export function displayPrice(item: CatalogueItem, selection: CatalogueSelection): { base: number; sale: number } {
  if (selection.variant) return { base: selection.variant.basePrice, sale: effectiveSalePrice(selection.variant.basePrice, selection.variant.salePrice) }
  if (selection.package) return { base: selection.package.price, sale: packagePrice(selection.package.price, selection.package.discountPercentage) }
  return { base: item.pricing.basePrice, sale: effectiveSalePrice(item.pricing.basePrice, item.pricing.salePrice) }
}

/** One catalogue item (§3): image, name, description, price, variant or package choice, and the buttons a handler provides. */
export const ItemCard = observer(function ItemCard({ item }: { item: CatalogueItem }) {
  const catalogue = useEngine().plugin('catalogue')
  const t = useWidgetT('catalogue')
  // Kept in the store: a card scrolled out of the virtual list and back keeps its choice.
  const selection = catalogue.selectionOf(item)
  const { variant, package: pkg } = selection
  const priceVisible = item.priceVisible && item.pricing.priceVisible
  const { base, sale } = displayPrice(item, selection)
  const chosen = variant ?? pkg
  const available = chosen ? inStock(chosen) : item.inventory.totalQuantity === null || item.inventory.totalQuantity > 0
  const cart = catalogue.cart
  const [adding, setAdding] = useState(false)
  const inCart = cart ? cart.quantityOf(item, selection) : 0
  const image = item.images[0]
  return (
    <article className="vw-catalogue__item" aria-label={item.name}>
      {image && <img className="vw-catalogue__item-image" src={image} alt="" loading="lazy" />}
      <div className="vw-catalogue__item-body">
        <h3 className="vw-catalogue__item-name">{item.name}</h3>
        {item.description && <p className="vw-catalogue__item-description">{item.description}</p>}
        {priceVisible && (
          <p className="vw-catalogue__price">
            <span className="vw-catalogue__price-sale">{formatRupees(sale)}</span>
            {sale < base && <s className="vw-catalogue__price-base">{formatRupees(base)}</s>}
            {pkg && pkg.discountPercentage > 0 && <span className="vw-catalogue__price-off">{t('percentOff', { percent: pkg.discountPercentage })}</span>}
            {item.pricing.taxApplicable && item.pricing.taxRate > 0 && <span className="vw-catalogue__price-tax">{t('plusGst', { rate: item.pricing.taxRate })}</span>}
          </p>
        )}
        {item.variants.length > 0 && <OptionSelect label={item.variantTitle?.trim() || t('option')} options={item.variants} value={variant} onChange={(chosen) => catalogue.select(item, { variant: chosen, package: null })} />}
        {item.variants.length === 0 && item.packages.length > 0 && <OptionSelect label={t('package')} options={item.packages} value={pkg} onChange={(chosen) => catalogue.select(item, { variant: null, package: chosen })} />}
        {chosen && !inStock(chosen) && <p className="vw-catalogue__stock">{t('outOfStock')}</p>}
        {cart && priceVisible && inCart === 0 && (
          <button
            type="button"
            className="vw-catalogue__action"
            disabled={!available || adding}
            onClick={() => {
              setAdding(true)
              void cart.add(item, selection).finally(() => setAdding(false))
            }}
          >
            {t('addToCart')}
          </button>
        )}
        {cart && priceVisible && inCart > 0 && (
          <QuantityStepper
            quantity={inCart}
            onChange={(quantity) => cart.setQuantity(item, selection, quantity)}
            labels={{
              decrease: t('decrease', { name: item.name }),
              increase: t('increase', { name: item.name }),
              quantity: t('quantityOf', { name: item.name }),
            }}
          />
        )}
        {catalogue.enquire && !priceVisible && (
          <button type="button" className="vw-catalogue__action" onClick={() => catalogue.enquire?.(item, selection)}>
            {t('sendEnquiry')}
          </button>
        )}
      </div>
    </article>
  )
})

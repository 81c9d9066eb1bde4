import { observer } from 'mobx-react-lite'
import { Suspense } from 'react'
import type { CartItem } from '../../../../contract/cart'
import { toRupees } from '../../../../contract/pricing'
import { useEngine, useWidgetT } from '../../../engine/react'
import { QuantityStepper } from '../../../widget/ui/QuantityStepper'
import { OptionSelect } from '../../../widget/ui/item/OptionSelect'
import { RemoveButton } from '../../../widget/ui/item/ItemChoiceEditor'
import { formatRupees } from '../../../ui/money'
import { lineStock, unitPrices } from '../cart-line'
import { photoAttributes } from '../../../ui/photo-attributes'

/** One cart line: image, name, variant or package choice, unit price, quantity stepper, line amount, remove. */
export const CartLine = observer(function CartLine({ lineKey, line }: { lineKey: string; line: CartItem }) {
  const engine = useEngine()
  const cart = engine.plugin('cart')
  // Read here, in the cart's lazy chunk, rather than through a registry getter in the widget chunk (its size budget).
  const notes = engine.isLoggedIn ? engine.registry.ordered.flatMap((plugin) => plugin.cartLineNotes ?? []) : []
  const t = useWidgetT('cart')
  const { base, sale } = unitPrices(line)
  const stock = lineStock(line, line.selectedVariant?._id ?? null, line.selectedPackage?._id ?? null)
  const image = line.images[0]
  const selectedVariant = line.variants.find((variant) => variant._id === line.selectedVariant?._id) ?? null
  const selectedPackage = line.packages.find((pack) => pack._id === line.selectedPackage?._id) ?? null
  return (
    <article className="vw-cart-line" aria-label={line.name}>
      {image && <img className="vw-cart-line__image" {...photoAttributes(image, '64px')} alt="" loading="lazy" />}
      <div className="vw-cart-line__body">
        <div className="vw-cart-line__top">
          <h3 className="vw-cart-line__name">{line.name}</h3>
          <RemoveButton label={t('remove', { name: line.name })} onClick={() => void cart.remove(lineKey)} />
        </div>
        <p className="vw-cart-line__category">{line.category.name}</p>
        {line.variants.length > 0 && (
          <OptionSelect
            label={line.variantTitle?.trim() || t('option')}
            options={line.variants}
            value={selectedVariant}
            onChange={(variant) => void cart.changeChoice(lineKey, 'selectedVariant', variant._id)}
          />
        )}
        {line.variants.length === 0 && line.packages.length > 0 && (
          <OptionSelect
            label={t('package')}
            options={line.packages}
            value={selectedPackage}
            onChange={(pack) => void cart.changeChoice(lineKey, 'selectedPackage', pack._id)}
          />
        )}
        <div className="vw-cart-line__bottom">
          <QuantityStepper
            quantity={line.quantity}
            atMost={stock !== null && line.quantity >= stock}
            onChange={(quantity) => cart.setQuantity(lineKey, quantity)}
            labels={{
              decrease: t('decrease', { name: line.name }),
              increase: t('increase', { name: line.name }),
              quantity: t('quantityOf', { name: line.name }),
            }}
          />
          <p className="vw-cart-line__price">
            <span className="vw-cart-line__amount">{formatRupees(toRupees(sale * line.quantity))}</span>
            <span className="vw-cart-line__each">
              {sale < base && <s>{formatRupees(toRupees(base))}</s>}{' '}
              {t('each', { price: formatRupees(toRupees(sale)) })}
            </span>
          </p>
        </div>
        {notes.length > 0 && (
          <Suspense fallback={null}>
            {notes.map((Note, index) => (
              <Note key={index} lineKey={lineKey} line={line} />
            ))}
          </Suspense>
        )}
      </div>
    </article>
  )
})

import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { ItemCardActionProps } from '../../../engine/plugin'
import { useEngine, useWidgetT } from '../../../engine/react'
import { itemAvailable, priceVisible } from '../../../ui/item/item-choice'
import { QuantityStepper } from '../../../widget/ui/QuantityStepper'
import '../../../widget/ui/item/item.css'

/**
 * The cart's action on a catalogue item card (docs/product.md, 'Validation rules'): for a priced item, Add to
 * Cart (disabled while the add is on its way, or when the choice is sold
 * out), then the quantity stepper of that line. Items priced on request get
 * nothing here.
 */
export const AddToCartAction = observer(function AddToCartAction({ item, selection }: ItemCardActionProps) {
  const cart = useEngine().plugin('cart')
  const t = useWidgetT('cart')
  const [adding, setAdding] = useState(false)
  if (!priceVisible(item)) return null
  const inCart = cart.quantityOfItem(item, selection)
  if (inCart > 0) {
    return (
      <QuantityStepper
        quantity={inCart}
        onChange={(quantity) => cart.setItemQuantity(item, selection, quantity)}
        labels={{
          decrease: t('decrease', { name: item.name }),
          increase: t('increase', { name: item.name }),
          quantity: t('quantityOf', { name: item.name }),
        }}
      />
    )
  }
  return (
    <button
      type="button"
      className="vw-item__action"
      disabled={!itemAvailable(item, selection) || adding}
      onClick={() => {
        setAdding(true)
        void cart.add(item, selection).finally(() => setAdding(false))
      }}
    >
      {t('addToCart')}
    </button>
  )
})

import { runInAction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { CartLineNoteProps } from '../../../engine/plugin'
import { useEngine } from '../../../engine/react'
import { AddressBook, addSplitStrings, CartShipping } from '../orders-runtime'
import { CannotShip } from './CannotShip'
import '../orders.css'

/**
 * A note on a cart line (loaded with the signed-in cart): the item cannot ship to the chosen address, why, and
 * 'Remove' (out of the cart) and 'Change address' (the checkout, its address picker focused). Nothing otherwise.
 */
export const CartLineShipping = observer(function CartLineShipping({ lineKey, line }: CartLineNoteProps) {
  const engine = useEngine()
  const orders = engine.plugin('orders')
  useEffect(() => {
    if (!engine.isLoggedIn) return
    addSplitStrings(engine.i18n)
    const addresses = runInAction(() => {
      const book = (orders.addresses ??= new AddressBook(engine))
      orders.cartShipping ??= new CartShipping(engine, book)
      return book
    })
    addresses.load().catch(() => undefined)
  }, [engine, orders])
  const shipping = orders.cartShipping
  const issue = engine.isLoggedIn ? (shipping?.issueFor(line._id) ?? null) : null
  if (!shipping || issue === null) return null
  return (
    <CannotShip
      name={line.name}
      message={issue}
      address={shipping.addresses.chosen}
      onRemove={() => void engine.plugin('cart').remove(lineKey)}
      onChangeAddress={() => void orders.checkoutCart().then(() => orders.checkout?.changeAddress())}
    />
  )
})

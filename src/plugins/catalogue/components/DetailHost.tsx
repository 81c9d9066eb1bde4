import { observer } from 'mobx-react-lite'
import { type ReactNode, useEffect } from 'react'
import { useEngine } from '../../../engine/react'
import '../shop.css'
import { shopOf } from '../shop/shop-store'
import { ItemDetail } from './ItemDetail'

/**
 * A shop view (Categories, a category's items) with the item detail over it when one is open: the view stays
 * mounted underneath, inert, so closing the detail returns to the same list at the same scroll. Leaving the view
 * closes the detail.
 */
export const DetailHost = observer(function DetailHost({ children }: { children: ReactNode }) {
  const shop = shopOf(useEngine())
  const detail = shop.detail
  useEffect(() => () => shop.closeDetail(), [shop])
  return (
    <div className="vw-shop">
      <div className="vw-shop__main" inert={detail !== null}>
        {children}
      </div>
      {detail && <ItemDetail key={detail._id} item={detail} />}
    </div>
  )
})

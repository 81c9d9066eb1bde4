import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useEngine, useWidgetT } from '../../../../../src/engine/react'
import { PanelHeader } from '../../../../../src/widget/ui/PanelHeader'
import { WishlistList } from './WishlistList'

/** The `wishlist` side panel view; Back leads where the plugin declared (the catalogue). */
export const WishlistPanel = observer(function WishlistPanel() {
  const wishlist = useEngine().plugin('wishlist')
  const t = useWidgetT('wishlist')
  const id = useId()
  return (
    <section className="vw-view" aria-labelledby={id}>
      <PanelHeader id={id} title={t('title', { count: wishlist.count })} back />
      <WishlistList />
    </section>
  )
})

import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../../../../src/engine/react'

/** A header button that opens the `wishlist` panel. */
export const WishlistButton = observer(function WishlistButton() {
  const engine = useEngine()
  const t = useWidgetT('wishlist')
  return (
    <button
      type="button"
      className="vw-icon-button vw-header__action"
      aria-label={t('open')}
      onClick={() => engine.ui.openPanel('wishlist')}
    >
      ♡
    </button>
  )
})

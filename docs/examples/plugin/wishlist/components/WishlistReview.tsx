import { useId } from 'react'
import { useEngine, useWidgetT } from '../../../../../src/engine/react'
import { PanelHeader } from '../../../../../src/widget/ui/PanelHeader'
import { WishlistList } from './WishlistList'

/** The `wishlist-review` chat state (`?source=wishlist`): it fills the chat tab, signed in or not. */
export function WishlistReview() {
  const engine = useEngine()
  const t = useWidgetT('wishlist')
  const id = useId()
  return (
    <section className="vw-view" aria-labelledby={id}>
      <PanelHeader id={id} title={t('review')} />
      <WishlistList />
      <button
        type="button"
        className="vw-view__secondary"
        onClick={() => engine.goTo(engine.isLoggedIn ? 'chat-active' : 'phone-entry')}
      >
        {t('backToChat')}
      </button>
    </section>
  )
}

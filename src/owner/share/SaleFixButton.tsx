import type { SaleBlocker } from '../../../contract/ready-to-sell'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { openTarget, SALE_FIXES } from './checklist-steps'
import type { ReadyToSellStore } from './ready-to-sell-store'

/**
 * The button that opens where `blocker` is fixed ('Set up payments'); from then on every screen shows the next fix
 * (`ReadyToSellStrip`), so the owner goes from one to the next without coming back to the first screen.
 */
export function SaleFixButton({ store, blocker }: { store: ReadyToSellStore; blocker: SaleBlocker }) {
  const t = useOwnerT()
  const app = useOwnerApp()
  return (
    <button
      type="button"
      className="ow-button ow-button--small"
      onClick={() => {
        store.guide()
        openTarget(app, SALE_FIXES[blocker])
      }}
    >
      {t(`share.ready.fixes.${blocker}`)}
    </button>
  )
}

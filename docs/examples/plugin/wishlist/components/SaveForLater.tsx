import { observer } from 'mobx-react-lite'
import type { ItemCardActionProps } from '../../../../../src/engine/plugin'
import { useEngine, useWidgetT } from '../../../../../src/engine/react'

/** The wishlist's action on every catalogue item card. */
export const SaveForLater = observer(function SaveForLater({ item }: ItemCardActionProps) {
  const wishlist = useEngine().plugin('wishlist')
  const t = useWidgetT('wishlist')
  const saved = wishlist.has(item._id)
  return (
    <button type="button" className="vw-item__action" aria-pressed={saved} onClick={() => wishlist.save(item)}>
      {saved ? t('saved') : t('save')}
    </button>
  )
})

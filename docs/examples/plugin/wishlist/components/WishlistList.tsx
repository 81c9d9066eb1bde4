import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../../../../src/engine/react'

/** The saved items with a remove button each, or 'Nothing saved yet'. */
export const WishlistList = observer(function WishlistList() {
  const wishlist = useEngine().plugin('wishlist')
  const t = useWidgetT('wishlist')
  if (wishlist.count === 0) return <p className="vw-view__empty">{t('empty')}</p>
  return (
    <ul className="vw-view__list">
      {wishlist.list.map((item) => (
        <li key={item._id}>
          {item.name}{' '}
          <button type="button" aria-label={t('remove', { name: item.name })} onClick={() => wishlist.remove(item._id)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  )
})

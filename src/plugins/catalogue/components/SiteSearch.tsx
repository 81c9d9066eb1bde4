import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../../engine/react'
import { PanelLoadState } from '../../../widget/ui/PanelLoadState'
import { shopOf } from '../shop/shop-store'
import { ItemCard } from './ItemCard'

/** What the search over every item found, as item cards, 20 at a time ('Show more'); 'No items found' for nothing. */
export const SiteSearch = observer(function SiteSearch() {
  const shop = shopOf(useEngine())
  const t = useWidgetT('shop')
  const answered = shop.searchLoad.status === 'ready' && shop.searched === shop.query.trim()
  return (
    <>
      <PanelLoadState
        loading={shop.searchLoad.loading}
        error={shop.searchError}
        loadingText={t('searching')}
        onRetry={() => void shop.search()}
      />
      {answered && (
        <p className="vw-view__subtitle" role="status">
          {shop.total === 0 ? t('noResults') : t('found', { count: shop.total })}
        </p>
      )}
      {shop.results.length > 0 && (
        <ul className="vw-catalogue__items vw-catalogue__results">
          {shop.results.map((item) => (
            <li key={item._id}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {shop.hasMore && (
        <button type="button" className="vw-view__secondary" onClick={() => void shop.more()}>
          {t('more')}
        </button>
      )}
    </>
  )
})

import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import { PanelHeader } from '../../../widget/ui/PanelHeader'
import { PanelLoadState } from '../../../widget/ui/PanelLoadState'
import '../catalogue.css'
import { SEARCH_DEBOUNCE_MS, shopOf } from '../shop/shop-store'
import { CategoryGroups } from './CategoryGroups'
import { DetailHost } from './DetailHost'
import { SiteSearch } from './SiteSearch'

/**
 * The `catalogue` side panel view ('Categories'), where the shop icon leads: the categories of every topic at once,
 * under each topic's name (the chosen topic first), and a search over every item of the site; Back goes to the
 * topic list.
 */
export const CataloguePanel = observer(function CataloguePanel() {
  const engine = useEngine()
  const shop = shopOf(engine)
  const t = useWidgetT('catalogue')
  const ts = useWidgetT('shop')
  const id = useId()
  useEffect(() => void shop.loadGroups(), [shop])
  // The server is asked once typing pauses.
  const query = shop.query
  useEffect(() => {
    if (query.trim() === '') return
    const timer = setTimeout(() => void shop.search(), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [shop, query])
  const searching = query.trim() !== ''
  return (
    <DetailHost>
      <section className="vw-catalogue" aria-labelledby={id}>
        <PanelHeader id={id} title={t('categories')} back />
        <input
          type="search"
          className="vw-input vw-view__search"
          aria-label={ts('search')}
          placeholder={ts('search')}
          value={query}
          onChange={(event) => shop.setQuery(event.target.value)}
        />
        {searching ? (
          <SiteSearch />
        ) : (
          <>
            <PanelLoadState
              loading={shop.groupsLoad.loading}
              error={shop.groupsError}
              loadingText={t('loading')}
              onRetry={() => void shop.loadGroups()}
            />
            <CategoryGroups />
          </>
        )}
      </section>
    </DetailHost>
  )
})

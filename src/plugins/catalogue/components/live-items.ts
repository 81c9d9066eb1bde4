import { runInAction } from 'mobx'
import { useEffect } from 'react'
import { CATALOGUE_ITEMS_PATH, CatalogueItemsResponse } from '../../../../contract/catalogue'
import { CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent } from '../../../../contract/catalogue-live'
import { useEngine } from '../../../engine/react'

/**
 * While an item list is open, the owner's catalogue changes reach it live
 * (`catalogue-changed`, pushed to the site's signed-in widgets): the open
 * catalogue's items are fetched again and replace the shown ones in place
 * (no spinner, the search and choices kept), so a new item or 'Out of stock'
 * shows without a reload. Lives in the lazily loaded panel: the widget's
 * main chunk does not grow.
 */
export function useLiveItems(): void {
  const engine = useEngine()
  useEffect(() => {
    const catalogue = engine.plugin('catalogue')
    let latest = 0
    return engine.realtime.subscribe(CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent, () => {
      const shown = catalogue.selectedCatalogue
      if (!shown) return
      const request = ++latest
      const query = { catalogueId: shown._id, type: shown.catalogueType, subdomain: engine.site.subdomain }
      engine.transport.get(CATALOGUE_ITEMS_PATH, CatalogueItemsResponse, query).then(
        (answer) =>
          runInAction(() => {
            // A newer change's answer, or another catalogue opened meanwhile, wins.
            if (request !== latest || catalogue.selectedCatalogueId !== shown._id) return
            catalogue.items = new Map(answer.data.map((item) => [item._id, item]))
          }),
        () => {},
      )
    })
  }, [engine])
}

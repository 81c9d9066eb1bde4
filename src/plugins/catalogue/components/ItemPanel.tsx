import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import type { CatalogueType } from '../../../../contract/catalogue'
import { useEngine, useWidgetT } from '../../../engine/react'
import '../catalogue.css'
import { ItemCard } from './ItemCard'
import { LoadState } from './LoadState'
import { PanelHeader } from './PanelHeader'

/** The item list of the opened catalogue, with its search box (§2). */
const ItemPanel = observer(function ItemPanel({ type }: { type: CatalogueType }) {
  const catalogue = useEngine().plugin('catalogue')
  const t = useWidgetT('catalogue')
  const id = useId()
  const texts = type === 'service' ? ({ title: t('services.title'), search: t('services.search'), empty: t('services.empty') } as const) : ({ title: t('products.title'), search: t('products.search'), empty: t('products.empty') } as const)
  const items = catalogue.filteredItems
  return (
    <section className="vw-catalogue" aria-labelledby={id}>
      <PanelHeader id={id} title={texts.title} />
      {catalogue.selectedCatalogue && <p className="vw-catalogue__subtitle">{catalogue.selectedCatalogue.name}</p>}
      <input
        type="search"
        className="vw-catalogue__search"
        aria-label={texts.search}
        placeholder={texts.search}
        value={catalogue.search}
        onChange={(event) => catalogue.setSearch(event.target.value)}
      />
      <LoadState />
      {!catalogue.loading && !catalogue.error && items.length === 0 && <p className="vw-catalogue__empty">{texts.empty}</p>}
      {items.length > 0 && (
        <ul className="vw-catalogue__items">
          {items.map((item) => (
            <li key={item._id}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})

/** The `catalogueProductItem` side panel view. */
export function ProductItemPanel() {
  return <ItemPanel type="product" />
}

/** The `catalogueServiceItem` side panel view. */
export function ServiceItemPanel() {
  return <ItemPanel type="service" />
}

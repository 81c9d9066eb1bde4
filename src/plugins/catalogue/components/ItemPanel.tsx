import { observer } from 'mobx-react-lite'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import type { CatalogueType } from '../../../../contract/catalogue'
import { useEngine, useWidgetT } from '../../../engine/react'
import { useVirtualRows } from '../../../ui/use-virtual-rows'
import '../catalogue.css'
import { ItemCard } from './ItemCard'
import { LoadState } from './LoadState'
import { PanelHeader } from './PanelHeader'

/**
 * The item list of the opened catalogue, with its search box (§2). The
 * section scrolls as one panel; only the cards in view (plus a few) are
 * mounted, so a catalogue of thousands of items opens as fast as one of ten.
 */
const ItemPanel = observer(function ItemPanel({ type }: { type: CatalogueType }) {
  const catalogue = useEngine().plugin('catalogue')
  const t = useWidgetT('catalogue')
  const id = useId()
  const texts = type === 'service' ? ({ title: t('services.title'), search: t('services.search'), empty: t('services.empty') } as const) : ({ title: t('products.title'), search: t('products.search'), empty: t('products.empty') } as const)
  const items = catalogue.filteredItems
  const section = useRef<HTMLElement>(null)
  const list = useRef<HTMLUListElement>(null)
  // The header, subtitle, search box and load state scroll above the list: where the list starts in the section's content.
  // The section is positioned, so it is the list's offsetParent and offsetTop is that distance, whatever the scroll.
  const [listTop, setListTop] = useState(0)
  const rows = useVirtualRows({
    count: items.length,
    getScrollElement: () => section.current,
    estimateSize: () => 150,
    getItemKey: (index) => items[index]!._id,
    overscan: 4,
    scrollMargin: listTop,
  })
  useLayoutEffect(() => {
    const top = list.current?.offsetTop ?? 0
    if (top !== listTop) setListTop(top)
  })
  return (
    <section ref={section} className="vw-catalogue" style={{ position: 'relative' }} aria-labelledby={id}>
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
        // Rows are absolutely positioned: the list must not shrink to its (empty) flow content, and each row carries
        // the 0.5rem gap of .vw-catalogue__items below it, the last one's cancelled by the negative margin.
        <ul ref={list} className="vw-catalogue__items" style={{ position: 'relative', flexShrink: 0, height: rows.totalSize, marginBottom: '-0.5rem' }}>
          {rows.items.map((row) => (
            <li
              key={row.key}
              data-index={row.index}
              ref={rows.measureElement}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', paddingBottom: '0.5rem', transform: `translateY(${row.start}px)` }}
            >
              <ItemCard item={items[row.index]!} />
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

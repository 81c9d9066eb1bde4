import { observer } from 'mobx-react-lite'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import type { CatalogueType } from '../../../../contract/catalogue'
import { useEngine, useWidgetT } from '../../../engine/react'
import { unlaidFallbacks } from '../../../ui/virtual-list'
import '../catalogue.css'
import { DetailHost } from './DetailHost'
import { ItemCard } from './ItemCard'
import { LoadState } from './LoadState'
import { useLiveItems } from './live-items'
import { PanelHeader } from '../../../widget/ui/PanelHeader'

/**
 * The item list of the opened catalogue, with its search box (docs/product.md, 'Screens and routes'). The
 * section scrolls as one panel; only the cards in view (plus a few) are
 * mounted, so a catalogue of thousands of items opens as fast as one of ten. An item's detail opens over it.
 */
const ItemPanel = observer(function ItemPanel({ type }: { type: CatalogueType }) {
  const catalogue = useEngine().plugin('catalogue')
  useLiveItems()
  const t = useWidgetT('catalogue')
  const id = useId()
  const texts =
    type === 'service'
      ? ({ title: t('services.title'), search: t('services.search'), empty: t('services.empty') } as const)
      : ({ title: t('products.title'), search: t('products.search'), empty: t('products.empty') } as const)
  const items = catalogue.filteredItems
  const section = useRef<HTMLElement>(null)
  const list = useRef<HTMLUListElement>(null)
  // The header, subtitle, search box and load state scroll above the list: where the list starts in the section's
  // content. The section is positioned, so it is the list's offsetParent and offsetTop is that distance, whatever the
  // scroll.
  const [listTop, setListTop] = useState(0)
  const rows = useVirtualizer({
    count: items.length,
    getScrollElement: () => section.current,
    estimateSize: () => 150,
    getItemKey: (index) => items[index]!._id,
    ...unlaidFallbacks,
    overscan: 4,
    scrollMargin: listTop,
  })
  const listShown = items.length > 0
  // Measured again when what sits above the list changes: the subtitle, the load state, the list itself appearing.
  useLayoutEffect(() => {
    setListTop(list.current?.offsetTop ?? 0)
  }, [listShown, catalogue.selectedCatalogue, catalogue.loading, catalogue.error])
  return (
    <DetailHost>
      <section ref={section} className="vw-catalogue" style={{ position: 'relative' }} aria-labelledby={id}>
        <PanelHeader id={id} title={texts.title} back />
        {catalogue.selectedCatalogue && <p className="vw-view__subtitle">{catalogue.selectedCatalogue.name}</p>}
        <input
          type="search"
          className="vw-input vw-view__search"
          aria-label={texts.search}
          placeholder={texts.search}
          value={catalogue.search}
          onChange={(event) => catalogue.setSearch(event.target.value)}
        />
        <LoadState />
        {!catalogue.loading && !catalogue.error && items.length === 0 && (
          <p className="vw-catalogue__empty">{texts.empty}</p>
        )}
        {listShown && (
          // Rows are absolutely positioned: the list must not shrink to its (empty) flow content, and each row carries
          // the 0.5rem gap of .vw-catalogue__items below it, the last one's cancelled by the negative margin.
          <ul
            ref={list}
            className="vw-catalogue__items"
            style={{ position: 'relative', flexShrink: 0, height: rows.getTotalSize(), marginBottom: '-0.5rem' }}
          >
            {rows.getVirtualItems().map((row) => (
              <li
                key={row.key}
                data-index={row.index}
                ref={rows.measureElement}
                aria-setsize={items.length}
                aria-posinset={row.index + 1}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  paddingBottom: '0.5rem',
                  transform: `translateY(${row.start - listTop}px)`,
                }}
              >
                <ItemCard item={items[row.index]!} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </DetailHost>
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

import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import type { OwnerItem } from '../../../contract/owner-catalogue'
import { useOwnerT } from '../i18n'
import { failureOf } from '../panel-kit/errors'
import { FailureText } from '../panel-kit/FailureText'
import { Skeleton } from '../panel-kit/Skeleton'
import type { CatalogueStudioStore } from './catalogue-studio-store'
import { photoAttributes } from '../../ui/photo-attributes'
import { formatRupees } from '../../ui/money'
import { listPrice } from './list-price'
import { usePagedRows } from './paged-rows'
import { VirtualRows } from '../../ui/VirtualRows'

const ROW_HEIGHT = 96

/**
 * The items with their catalogue, stock and actions (edit, duplicate, hide or show, move, delete), virtualised: a
 * shop may have thousands, which come a page at a time as the owner scrolls. The item just saved is scrolled to.
 */
export const ItemList = observer(function ItemList({ store }: { store: CatalogueStudioStore }) {
  const t = useOwnerT()
  const scroller = useRef<HTMLDivElement>(null)
  const { list } = store.items
  const items = store.items.items
  const rows = usePagedRows({ count: items.length, estimate: ROW_HEIGHT, paged: list, scroller })
  const saved = store.lastSaved
  useEffect(() => {
    const index = saved ? items.findIndex((item) => item._id === saved) : -1
    if (index >= 0) rows.scrollToIndex(index, { align: 'auto' })
  }, [saved, items, rows])
  if (list.first.status === 'failed')
    return (
      <div className="ow-leads__failed">
        <FailureText ns="studio" failure={failureOf(list.first.error)} />
        <button type="button" className="ow-button" onClick={() => void store.items.load()}>
          {t('studio.retry')}
        </button>
      </div>
    )
  if (items.length === 0) return list.loaded ? <EmptyList store={store} /> : <Skeleton label={t('studio.loading')} />
  return (
    <div ref={scroller} className="ow-studio-items__scroll" aria-busy={list.first.loading || list.more.loading}>
      <VirtualRows
        list={rows}
        as="ul"
        className="ow-studio-items"
        rowClassName="ow-studio-items__row"
        rowKey={(index) => items[index]!._id}
        row={(index) => (
          <div className="ow-studio-item">
            <ItemRow store={store} item={items[index]!} />
          </div>
        )}
      />
    </div>
  )
})

/** No items: a search that found none, or a catalogue still empty (with the way to add its first product). */
const EmptyList = observer(function EmptyList({ store }: { store: CatalogueStudioStore }) {
  const t = useOwnerT()
  if (store.items.search.trim() !== '') return <p className="ow-empty">{t('studio.empty')}</p>
  return (
    <div className="ow-empty ow-studio-empty">
      <p>{t('studio.noItems')}</p>
      <button type="button" className="ow-button ow-button--primary" onClick={() => store.form.edit(null)}>
        {t('studio.addFirst')}
      </button>
    </div>
  )
})

/** The item's first photo, small (its name is beside it); a blank box when it has none. */
function ItemThumb({ item }: { item: OwnerItem }) {
  const url = item.images[0]
  if (!url) return <span className="ow-studio-item__thumb" aria-hidden="true" />
  return <img className="ow-studio-item__thumb" {...photoAttributes(url, '48px')} alt="" width={48} height={48} />
}

/** An item's stock for the list: the sum of its variants, untracked (null) for a service's packages. */
const stockOf = (item: OwnerItem) =>
  item.variants.length > 0
    ? item.variants.reduce((sum, variant) => sum + variant.stock, 0)
    : item.packages.length > 0
      ? null
      : item.inventoryTotal

const ItemRow = observer(function ItemRow({ store, item }: { store: CatalogueStudioStore; item: OwnerItem }) {
  const t = useOwnerT()
  const name = { name: item.name }
  const stock = stockOf(item)
  const price = listPrice(item)
  const action = (label: string, short: string, run: () => void, quiet = true) => (
    <button
      type="button"
      className={`ow-button ow-button--small${quiet ? ' ow-button--quiet' : ''}`}
      aria-label={label}
      onClick={run}
    >
      {short}
    </button>
  )
  const arrow = (label: string, glyph: string, direction: -1 | 1) => (
    <button
      type="button"
      className="ow-icon-button ow-icon-button--small"
      aria-label={label}
      onClick={() => void store.move(item, direction)}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  )
  return (
    <>
      <ItemThumb item={item} />
      <div className="ow-studio-item__text">
        <strong>{item.name}</strong>
        <span className="ow-studio-item__price">
          {price === null
            ? t('studio.noPrice')
            : price.from
              ? t('studio.priceFrom', { price: formatRupees(price.amount) })
              : formatRupees(price.amount)}
        </span>
        <small>
          {store.catalogueName(item.catalogueId)}
          {' · '}
          {stock === null
            ? t('studio.untracked')
            : stock === 0
              ? t('studio.outOfStock')
              : t('studio.stockLeft', { count: stock })}
        </small>
        {item.hidden && <span className="ow-tag">{t('studio.hiddenTag')}</span>}
      </div>
      <div className="ow-studio-item__actions">
        {action(t('studio.edit', name), t('studio.editShort'), () => store.form.edit(item), false)}
        {action(t('studio.duplicate', name), t('studio.duplicateShort'), () => void store.duplicate(item))}
        {action(
          t(item.hidden ? 'studio.show' : 'studio.hide', name),
          t(item.hidden ? 'studio.showShort' : 'studio.hideShort'),
          () => void store.setHidden(item, !item.hidden),
        )}
        {arrow(t('studio.moveUp', name), '↑', -1)}
        {arrow(t('studio.moveDown', name), '↓', 1)}
        {action(t('studio.delete', name), t('studio.deleteShort'), () => store.askDelete(item))}
      </div>
      <FailureText ns="studio" failure={store.failures.get(item._id) ?? null} />
    </>
  )
})

import { observer } from 'mobx-react-lite'
import type { OwnerItem } from '../../../contract/owner-catalogue'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import type { CatalogueStudioStore } from './catalogue-studio-store'

/** The items with their catalogue, stock and actions: edit, duplicate, hide or show, move, delete. */
export const ItemList = observer(function ItemList({ store }: { store: CatalogueStudioStore }) {
  const t = useOwnerT()
  const items = store.visibleItems
  if (items.length === 0) return <p className="ow-empty">{t('studio.empty')}</p>
  return (
    <ul className="ow-stack ow-studio-items">
      {items.map((item) => (
        <li key={item._id} className="ow-studio-item">
          <ItemRow store={store} item={item} />
        </li>
      ))}
    </ul>
  )
})

const ItemRow = observer(function ItemRow({ store, item }: { store: CatalogueStudioStore; item: OwnerItem }) {
  const t = useOwnerT()
  const name = { name: item.name }
  const stock =
    item.variants.length > 0
      ? item.variants.reduce((sum, variant) => sum + variant.stock, 0)
      : item.packages.length > 0
        ? null
        : item.inventoryTotal
  return (
    <>
      <div className="ow-studio-item__text">
        <strong>{item.name}</strong>
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
        <button
          type="button"
          className="ow-button ow-button--small"
          aria-label={t('studio.edit', name)}
          onClick={() => store.edit(item)}
        >
          {t('studio.editShort')}
        </button>
        <button
          type="button"
          className="ow-button ow-button--small ow-button--quiet"
          aria-label={t('studio.duplicate', name)}
          onClick={() => void store.duplicate(item)}
        >
          {t('studio.duplicateShort')}
        </button>
        <button
          type="button"
          className="ow-button ow-button--small ow-button--quiet"
          aria-label={t(item.hidden ? 'studio.show' : 'studio.hide', name)}
          onClick={() => void store.setHidden(item, !item.hidden)}
        >
          {t(item.hidden ? 'studio.showShort' : 'studio.hideShort')}
        </button>
        <button
          type="button"
          className="ow-icon-button ow-icon-button--small"
          aria-label={t('studio.moveUp', name)}
          onClick={() => void store.move(item, -1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="ow-icon-button ow-icon-button--small"
          aria-label={t('studio.moveDown', name)}
          onClick={() => void store.move(item, 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="ow-button ow-button--small ow-button--quiet"
          aria-label={t('studio.delete', name)}
          onClick={() => store.askDelete(item)}
        >
          {t('studio.deleteShort')}
        </button>
      </div>
      <FailureText ns="studio" failure={store.failures.get(item._id) ?? null} />
    </>
  )
})

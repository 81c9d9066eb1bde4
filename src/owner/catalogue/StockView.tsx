import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import { Skeleton } from '../panel-kit/Skeleton'
import type { CatalogueStudioStore } from './catalogue-studio-store'
import { ChoiceButtons } from './ChoiceButtons'
import { typedOrNull } from './Field'
import { usePagedRows } from './paged-rows'
import type { StockFilter, StockRow } from './stock-rows'
import { VirtualRows } from '../../ui/VirtualRows'

const FILTERS: readonly StockFilter[] = ['all', 'out', 'low']
const ROW_HEIGHT = 64

/**
 * Every variant's, package's and item's stock in one list (virtualised: a
 * shop may have thousands, which come a page at a time), filtered (out of stock, low) and searched on the server, each
 * figure edited in place: it is saved when the field loses focus or on Enter.
 */
export const StockView = observer(function StockView({ store }: { store: CatalogueStudioStore }) {
  const t = useOwnerT()
  const scroller = useRef<HTMLDivElement>(null)
  const rows = store.stock
  const list = usePagedRows({ count: rows.length, estimate: ROW_HEIGHT, paged: store.stockList.list, scroller })
  return (
    <div className="ow-studio-stock">
      <div className="ow-studio-toolbar">
        <ChoiceButtons
          label={t('studio.stockView.filters')}
          options={FILTERS}
          chosen={store.stockFilter}
          choose={(filter) => store.setStockFilter(filter)}
          labelOf={(filter) => t(`studio.stockView.${filter}`)}
        />
        <input
          type="search"
          className="ow-input"
          aria-label={t('studio.stockView.search')}
          placeholder={t('studio.stockView.search')}
          value={store.stockList.search}
          onChange={(event) => store.stockList.setSearch(event.target.value)}
        />
      </div>
      <p className="visually-hidden" role="status">
        {t('studio.stockView.rows', { count: rows.length })}
      </p>
      {rows.length === 0 && !store.stockList.list.loaded ? (
        <Skeleton label={t('studio.loading')} />
      ) : rows.length === 0 ? (
        <p className="ow-empty">{t('studio.stockView.empty')}</p>
      ) : (
        <div ref={scroller} className="ow-studio-stock__scroll" aria-busy={store.stockList.list.first.loading}>
          <VirtualRows
            list={list}
            as="ul"
            className="ow-studio-stock__list"
            rowClassName="ow-studio-stock__row"
            rowHeight={ROW_HEIGHT}
            rowKey={(index) => rows[index]!.key}
            row={(index) => <StockLine store={store} row={rows[index]!} />}
          />
        </div>
      )}
    </div>
  )
})

const StockLine = observer(function StockLine({ store, row }: { store: CatalogueStudioStore; row: StockRow }) {
  const t = useOwnerT()
  const name = row.optionName ? `${row.itemName} · ${row.optionName}` : row.itemName
  const save = (text: string) => {
    const stock = typedOrNull(text)
    if (stock !== null && (!Number.isInteger(stock) || stock < 0)) return
    void store.setStock(row, stock)
  }
  return (
    <>
      <span className="ow-studio-stock__name">
        <span>{name}</span>
        {row.sku && <small>{row.sku}</small>}
        {row.stock === 0 && <span className="ow-tag">{t('studio.outOfStock')}</span>}
      </span>
      <input
        key={`${row.key}|${row.stock}`}
        className="ow-input ow-studio-stock__input"
        inputMode="numeric"
        aria-label={t('studio.stockView.stockOf', { name })}
        defaultValue={row.stock ?? ''}
        placeholder={t('studio.untracked')}
        onBlur={(event) => save(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save(event.currentTarget.value)
        }}
      />
      <FailureText ns="studio" failure={store.failures.get(row.key) ?? null} />
    </>
  )
})

import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useOwnerT } from '../i18n'
import { ConfirmDialog } from '../panel-kit/ConfirmDialog'
import { failureOf } from '../panel-kit/errors'
import { FailureText } from '../panel-kit/FailureText'
import { Skeleton } from '../panel-kit/Skeleton'
import type { CatalogueStudioStore, StudioView } from './catalogue-studio-store'
import { ChoiceButtons } from './ChoiceButtons'
import { CsvButtons, CsvImportPanel } from './CsvImport'
import { ItemForm } from './ItemForm'
import { ItemList } from './ItemList'
import { StockView } from './StockView'
import { TopicsView } from './TopicsView'
import '../panel-kit/panel-kit.css'
import '../leads/leads.css'
import './catalogue.css'
import { useLoad } from '../panel-kit/use-load'

const VIEWS: readonly StudioView[] = ['items', 'stock', 'topics']

/**
 * The owner's Catalogue tab: the items (search, add, edit, duplicate, hide,
 * move, delete) or the Stock view; the item form replaces the list while open.
 */
export const CatalogueView = observer(function CatalogueView({ store }: { store: CatalogueStudioStore }) {
  const t = useOwnerT()
  const titleId = useId()
  useEffect(() => store.connect(), [store])
  useLoad(store)
  return (
    <section className="ow-panel ow-studio" aria-labelledby={titleId} aria-busy={store.shape.loading}>
      <header className="ow-leads__header">
        <h2 id={titleId} className="ow-heading">
          {t('studio.title')}
        </h2>
        <ChoiceButtons
          label={t('studio.views')}
          options={VIEWS}
          chosen={store.view}
          choose={(view) => store.setView(view)}
          labelOf={(view) => t(`studio.${view}`)}
        />
      </header>
      <p className="visually-hidden" role="status">
        {store.announcement ? t(`studio.announce.${store.announcement}`) : ''}
      </p>
      {store.shape.loading && <Skeleton label={t('studio.loading')} lines={6} />}
      {store.shape.status === 'failed' && (
        <div className="ow-leads__failed">
          <FailureText ns="studio" failure={failureOf(store.shape.error)} />
          <button type="button" className="ow-button" onClick={() => void store.load()}>
            {t('studio.retry')}
          </button>
        </div>
      )}
      {store.shape.status === 'ready' &&
        (store.form.draft ? (
          <ItemForm store={store.form} />
        ) : store.view === 'stock' ? (
          <StockView store={store} />
        ) : store.view === 'topics' ? (
          <TopicsView store={store.sections} />
        ) : (
          <>
            <div className="ow-studio-toolbar">
              <input
                type="search"
                className="ow-input"
                aria-label={t('studio.search')}
                placeholder={t('studio.search')}
                value={store.items.search}
                onChange={(event) => store.items.setSearch(event.target.value)}
              />
              <button type="button" className="ow-button ow-button--primary" onClick={() => store.form.edit(null)}>
                {t('studio.add')}
              </button>
              <CsvButtons store={store.csv} />
            </div>
            <CsvImportPanel store={store.csv} />
            <ItemList store={store} />
          </>
        ))}
      {store.deleting && (
        <ConfirmDialog
          title={t('studio.deleteTitle', { name: store.deleting.name })}
          text={t('studio.deleteText')}
          confirmLabel={t('studio.deleteConfirm')}
          keepLabel={t('studio.deleteKeep')}
          busy={store.remove.busy}
          onConfirm={() => void store.confirmDelete()}
          onKeep={() => store.askDelete(null)}
        >
          <FailureText ns="studio" failure={store.remove.failed ? failureOf(store.remove.error) : null} />
        </ConfirmDialog>
      )}
    </section>
  )
})

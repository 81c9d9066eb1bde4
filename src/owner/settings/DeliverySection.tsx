import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { useListEditor } from '../panel-kit/use-list-editor'
import { useOwnerT } from '../i18n'
import { failureIn } from '../panel-kit/errors'
import { ActivityPanel } from '../activity/ActivityPanel'
import type { DeliveryStore } from './delivery-store'
import { DispatchPointForm } from './DispatchPointForm'
import { DispatchPointItem } from './DispatchPointItem'
import { PincodeCheck } from './PincodeCheck'
import { LoadedSection } from './SectionFrame'

/**
 * Settings, Delivery: the dispatch points (where from, where to, what it
 * costs, pickup), one edited at a time in place of the list, a delete that
 * asks first (and says which items still ship from a point), the pincode
 * check, and who changed what. With no point yet it opens on the first one's form.
 */
export const DeliverySection = observer(function DeliverySection({ store }: { store: DeliveryStore }) {
  const t = useOwnerT()
  // Back from the form (saved or cancelled): the keyboard returns to 'Add'.
  const addRef = useListEditor(store, store.editing !== null)
  const data = store.data
  // A shop with no dispatch point yet opens on its first one's form (named and placed as the business): once a visit.
  const openedFirst = useRef(false)
  useEffect(() => {
    if (!store.firstPoint || openedFirst.current) return
    openedFirst.current = true
    if (!store.editing) store.edit(null)
  }, [store, store.firstPoint])
  return (
    <LoadedSection
      title={t('settings.delivery.title')}
      intro={t('settings.delivery.intro')}
      loading={t('settings.delivery.loading')}
      lines={3}
      request={store.request}
      failure={store.request.status === 'failed' ? failureIn(store.request) : null}
      wide
    >
      {data && store.editing && <DispatchPointForm store={store} />}
      {data && !store.editing && (
        <>
          {store.saved && (
            <p className="ow-settings__ok" role="status">
              {t('settings.delivery.saved')}
            </p>
          )}
          {data.points.length === 0 && <p>{t('settings.delivery.none')}</p>}
          <ul className="ow-settings__points">
            {data.points.map((point) => (
              <DispatchPointItem key={point._id} store={store} point={point} />
            ))}
          </ul>
          <div className="ow-actions">
            <button
              ref={addRef}
              type="button"
              className="ow-button ow-button--primary"
              onClick={() => store.edit(null)}
            >
              {t('settings.delivery.add')}
            </button>
          </div>
          <PincodeCheck store={store} />
        </>
      )}
      {data && (
        <ActivityPanel api={store.api} subject="settings" subjectId="delivery" changed={data.activity[0]?._id} />
      )}
    </LoadedSection>
  )
})

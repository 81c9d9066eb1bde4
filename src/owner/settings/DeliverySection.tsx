import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import type { DispatchPointView } from '../../../contract/delivery'
import { formatRupees } from '../../ui/money'
import { useListEditor } from '../panel-kit/use-list-editor'
import { useOwnerT, type OwnerT } from '../i18n'
import { failureIn } from '../panel-kit/errors'
import { FailureText } from '../panel-kit/FailureText'
import { ActivityPanel } from '../activity/ActivityPanel'
import type { DeliveryStore } from './delivery-store'
import { DispatchPointForm } from './DispatchPointForm'
import { PincodeCheck } from './PincodeCheck'
import { LoadedSection } from './SectionFrame'

function areasText(point: DispatchPointView, t: OwnerT): string {
  if (point.pickup.only) return t('settings.delivery.pickupOnly')
  if (point.areas.allIndia) return t('settings.delivery.deliversTo', { areas: t('settings.delivery.allIndia') })
  const areas = [...point.areas.states, ...point.areas.pincodes]
  return areas.length ? t('settings.delivery.deliversTo', { areas: areas.join(', ') }) : t('settings.delivery.nowhere')
}

function chargeText({ charges }: DispatchPointView, t: OwnerT): string {
  const values = { base: formatRupees(charges.base), perKg: formatRupees(charges.perKg) }
  return charges.freeAbove === null
    ? t('settings.delivery.charge', values)
    : t('settings.delivery.chargeFree', { ...values, freeAbove: formatRupees(charges.freeAbove) })
}

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
              <li key={point._id} className="ow-settings__point">
                <strong>{point.name}</strong>
                <span className="ow-muted">
                  {[point.address, point.city, point.pincode].filter(Boolean).join(', ')}
                </span>
                <span>{areasText(point, t)}</span>
                {!point.pickup.only && <span>{chargeText(point, t)}</span>}
                {point.pickup.address && (
                  <span>{t('settings.delivery.pickupAt', { address: point.pickup.address })}</span>
                )}
                <span className="ow-muted">{t('settings.delivery.items', { count: point.itemCount })}</span>
                {store.confirmingDelete === point._id ? (
                  <div
                    className="ow-settings__confirm"
                    role="group"
                    aria-label={t('settings.delivery.delete', { name: point.name })}
                  >
                    <p>{t('settings.delivery.confirmDelete', { name: point.name })}</p>
                    <FailureText ns="settings" failure={store.deleteFailure} />
                    <div className="ow-actions">
                      <button
                        type="button"
                        className="ow-button ow-button--danger"
                        disabled={store.deletion.busy}
                        onClick={() => void store.remove(point._id)}
                      >
                        {t('settings.delivery.yesDelete')}
                      </button>
                      <button type="button" className="ow-button" onClick={() => store.askDelete(null)}>
                        {t('settings.delivery.keep')}
                      </button>
                    </div>
                  </div>
                ) : (
                  <div className="ow-actions">
                    <button type="button" className="ow-button" onClick={() => store.edit(point)}>
                      <span aria-hidden="true">{t('settings.delivery.editShort')}</span>
                      <span className="ow-visually-hidden">{t('settings.delivery.edit', { name: point.name })}</span>
                    </button>
                    <button
                      type="button"
                      className="ow-button ow-button--quiet"
                      onClick={() => store.askDelete(point._id)}
                    >
                      <span aria-hidden="true">{t('settings.delivery.deleteShort')}</span>
                      <span className="ow-visually-hidden">{t('settings.delivery.delete', { name: point.name })}</span>
                    </button>
                  </div>
                )}
              </li>
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

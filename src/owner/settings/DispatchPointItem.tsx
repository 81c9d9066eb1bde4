import { observer } from 'mobx-react-lite'
import type { DispatchPointView } from '../../../contract/delivery'
import { formatRupees } from '../../ui/money'
import { useOwnerT, type OwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import type { DeliveryStore } from './delivery-store'

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
 * A dispatch point in the Delivery list: where from, where to, what it costs, pickup and how many items ship from it;
 * Edit and Delete, which asks first in place.
 */
export const DispatchPointItem = observer(function DispatchPointItem({
  store,
  point,
}: {
  store: DeliveryStore
  point: DispatchPointView
}) {
  const t = useOwnerT()
  return (
    <li className="ow-settings__point">
      <strong>{point.name}</strong>
      <span className="ow-muted">{[point.address, point.city, point.pincode].filter(Boolean).join(', ')}</span>
      <span>{areasText(point, t)}</span>
      {!point.pickup.only && <span>{chargeText(point, t)}</span>}
      {point.pickup.address && <span>{t('settings.delivery.pickupAt', { address: point.pickup.address })}</span>}
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
            <span className="visually-hidden">{t('settings.delivery.edit', { name: point.name })}</span>
          </button>
          <button type="button" className="ow-button ow-button--quiet" onClick={() => store.askDelete(point._id)}>
            <span aria-hidden="true">{t('settings.delivery.deleteShort')}</span>
            <span className="visually-hidden">{t('settings.delivery.delete', { name: point.name })}</span>
          </button>
        </div>
      )}
    </li>
  )
})

import { observer } from 'mobx-react-lite'
import type { DeliveryAddress } from '../../../../contract/address'
import { useWidgetT } from '../../../engine/react'

/**
 * An item the chosen address cannot be shipped to, said on the item: where it cannot go and why, with 'Remove' and
 * 'Change address' right there. The rest of the order stays orderable.
 */
export const CannotShip = observer(function CannotShip({
  name,
  message,
  address,
  onRemove,
  onChangeAddress,
}: {
  name: string
  message: string
  address: DeliveryAddress | null
  onRemove: () => void
  onChangeAddress: () => void
}) {
  const t = useWidgetT('checkoutSplit')
  const place = address ? t('addressPlace', { city: address.city, pincode: address.pincode }) : ''
  return (
    <div className="vw-cannot-ship" role="group" aria-label={t('cannotShip', { place })}>
      <p className="vw-cannot-ship__title">{t('cannotShip', { place })}</p>
      <p className="vw-cannot-ship__reason">{t('cannotShipReason', { message })}</p>
      <div className="vw-cannot-ship__actions">
        <button type="button" className="vw-view__secondary" aria-label={t('removeItem', { name })} onClick={onRemove}>
          {t('remove')}
        </button>
        <button
          type="button"
          className="vw-view__secondary"
          aria-label={t('changeAddressFor', { name })}
          onClick={onChangeAddress}
        >
          {t('changeAddress')}
        </button>
      </div>
    </div>
  )
})

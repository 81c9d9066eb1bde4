import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import type { DeliveryAddress } from '../../../../contract/address'
import { useEngine, useWidgetT } from '../../../engine/react'
import { PanelLoadState } from '../../../widget/ui/PanelLoadState'
import type { AddressBook } from '../address-book'

/**
 * The checkout's delivery address: the saved ones as a radio group (the default chosen first), each with Edit, and 'Add
 * new address'.
 */
export const AddressPicker = observer(function AddressPicker({
  book,
  focus = false,
  onFocused,
}: {
  book: AddressBook
  /** 'Change address' was pressed: the chosen address (else the first control) takes the focus. */
  focus?: boolean
  onFocused?: () => void
}) {
  const orders = useEngine().plugin('orders')
  const t = useWidgetT('orders')
  const legend = useId()
  const fieldset = useRef<HTMLFieldSetElement>(null)
  useEffect(() => {
    const element = fieldset.current
    if (!focus || !element) return
    const target =
      element.querySelector<HTMLElement>('input:checked') ?? element.querySelector<HTMLElement>('input, button')
    if (!target) return
    element.scrollIntoView?.({ block: 'nearest' })
    target.focus()
    onFocused?.()
  }, [focus, onFocused, book.addresses.length])
  return (
    <fieldset ref={fieldset} className="vw-address-picker" aria-labelledby={legend}>
      <legend id={legend} className="vw-order__heading">
        {t('checkout.address')}
      </legend>
      <PanelLoadState
        loading={book.status === 'loading' && book.addresses.length === 0}
        error={book.status === 'failed' ? t('address.errors.load') : null}
        loadingText={t('checkout.loadingAddresses')}
        onRetry={() => void book.load(true).catch(() => undefined)}
      />
      {book.addresses.map((address) => (
        <div key={address._id} className="vw-address-picker__option">
          <label className="vw-address-picker__label">
            <input
              type="radio"
              name={legend}
              checked={book.chosen?._id === address._id}
              onChange={() => book.choose(address._id)}
            />
            <AddressSummary address={address} />
          </label>
          <button
            type="button"
            className="vw-address-picker__edit"
            aria-label={t('checkout.editAddress', { name: address.fullName })}
            onClick={() => void orders.editAddress(address._id)}
          >
            {t('checkout.edit')}
          </button>
        </div>
      ))}
      {book.status !== 'loading' && (
        <button type="button" className="vw-view__secondary" onClick={() => void orders.editAddress(null)}>
          {t('checkout.addAddress')}
        </button>
      )}
    </fieldset>
  )
})

export function AddressSummary({ address }: { address: DeliveryAddress }) {
  const t = useWidgetT('orders')
  return (
    <span className="vw-address">
      <strong>
        {address.name || t(`address.types.${address.type}`)}
        {address.isDefault && <span className="vw-address__badge"> · {t('checkout.defaultBadge')}</span>}
      </strong>
      <span>
        {address.fullName}, {address.phone}
      </span>
      <span>
        {[address.addressLine1, address.addressLine2, address.city, address.state].filter(Boolean).join(', ')}{' '}
        {address.pincode}
      </span>
    </span>
  )
}

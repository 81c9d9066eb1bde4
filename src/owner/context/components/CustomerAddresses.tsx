import { useId } from 'react'
import type { DeliveryAddress } from '../../../../contract/address'
import { useOwnerT } from '../../i18n'

/** The customer's saved addresses, the default one marked. */
export function CustomerAddresses({ addresses }: { addresses: readonly DeliveryAddress[] }) {
  const t = useOwnerT()
  const headingId = useId()
  return (
    <section className="ow-context__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="ow-subheading">
        {t('context.addresses.title', { count: addresses.length })}
      </h3>
      {addresses.length === 0 ? (
        <p className="ow-muted">{t('context.addresses.empty')}</p>
      ) : (
        <ul className="ow-stack">
          {addresses.map((address) => (
            <li
              key={address._id}
              className="ow-card ow-context__address"
              aria-label={address.name ?? t(`context.addresses.types.${address.type}`)}
            >
              <p className="ow-context__address-top">
                <strong>{address.name ?? t(`context.addresses.types.${address.type}`)}</strong>
                {address.isDefault && <span className="ow-pill ow-pill--ok">{t('context.addresses.default')}</span>}
              </p>
              <p>
                {address.fullName} · {address.countryCode} {address.phone}
              </p>
              <p className="ow-muted">
                {joinParts([address.addressLine1, address.addressLine2, address.city, address.state])} {address.pincode}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The address lines, city and state that are filled in, comma-separated. */
function joinParts(parts: Array<string | null | undefined>): string {
  return parts.filter(Boolean).join(', ')
}

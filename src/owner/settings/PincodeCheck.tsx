import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { formatRupees } from '../../ui/money'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import type { CheckForm, DeliveryStore } from './delivery-store'
import { SettingsField } from './SettingsField'
import { Form } from '../../ui/Form'

const FIELDS: { key: keyof CheckForm; label: 'pincode' | 'state' | 'weight' | 'amount'; numeric: boolean }[] = [
  { key: 'pincode', label: 'pincode', numeric: true },
  { key: 'state', label: 'state', numeric: false },
  { key: 'weightKg', label: 'weight', numeric: true },
  { key: 'amount', label: 'amount', numeric: true },
]

/** 'Check a pincode': which dispatch point delivers there and what a sample cart pays, by the totals' rules. */
export const PincodeCheck = observer(function PincodeCheck({ store }: { store: DeliveryStore }) {
  const t = useOwnerT()
  const id = useId()
  const result = store.checkResult
  const error = (field: string) =>
    store.checkFailure?.fields.find((entry) => entry.path === `body.${field}`)?.message ?? null
  const charge = (amount: number) => formatRupees(amount)
  return (
    <Form
      className="ow-form ow-settings__fieldset"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={() => void store.runCheck()}
    >
      <h4 id={`${id}-title`} className="ow-heading">
        {t('settings.delivery.check.title')}
      </h4>
      <p className="ow-muted">{t('settings.delivery.check.intro')}</p>
      <div className="ow-settings__check">
        {FIELDS.map(({ key, label, numeric }) => {
          // Read here, in the observer's render: the field's render prop runs outside it.
          const value = store.check[key]
          return (
            <SettingsField
              key={key}
              id={`${id}-${key}`}
              label={t(`settings.delivery.check.${label}`)}
              error={error(key)}
              hint={key === 'state' ? t('settings.delivery.check.stateHint') : null}
            >
              {(control) => (
                <input
                  {...control}
                  className="ow-input"
                  inputMode={numeric ? (key === 'pincode' ? 'numeric' : 'decimal') : undefined}
                  value={value}
                  onChange={(event) => store.changeCheck(key, event.target.value)}
                />
              )}
            </SettingsField>
          )
        })}
      </div>
      <div className="ow-settings__save">
        {store.checkFailure && store.checkFailure.fields.length === 0 && (
          <FailureText ns="settings" failure={store.checkFailure} />
        )}
        <button type="submit" className="ow-button">
          {t('settings.delivery.check.run')}
        </button>
      </div>
      <div role="status">
        {result && (
          <>
            <p>
              <strong>
                {result.chosen === null
                  ? t('settings.delivery.check.nobody', { pincode: store.check.pincode.trim() })
                  : result.chosen.charge === 0
                    ? t('settings.delivery.check.free', { name: result.chosen.name })
                    : t('settings.delivery.check.chosen', {
                        name: result.chosen.name,
                        charge: charge(result.chosen.charge),
                      })}
              </strong>
            </p>
            <ul className="ow-settings__holidays">
              {result.points.map((point) => (
                <li key={point._id}>
                  {point.charge === null
                    ? t('settings.delivery.check.notServes', { name: point.name })
                    : t('settings.delivery.check.serves', { name: point.name, charge: charge(point.charge) })}
                </li>
              ))}
            </ul>
            {result.cannotShip.length > 0 && (
              <p>{t('settings.delivery.check.cannotShip', { items: result.cannotShip.join(', ') })}</p>
            )}
            <p className="ow-muted">{t('settings.delivery.check.order')}</p>
          </>
        )}
      </div>
    </Form>
  )
})

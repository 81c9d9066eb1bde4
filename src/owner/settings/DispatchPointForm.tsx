import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../i18n'
import { ListEditorForm } from '../panel-kit/ListEditorForm'
import type { DeliveryStore, PointForm } from './delivery-store'
import { TextField } from './SettingsField'

type TextKey = { [K in keyof PointForm]: PointForm[K] extends string ? K : never }[keyof PointForm]

/** The form of one dispatch point: where it is, where it delivers, what it charges, pickup. */
export const DispatchPointForm = observer(function DispatchPointForm({ store }: { store: DeliveryStore }) {
  const t = useOwnerT()
  const editing = store.editing!
  const form = editing.form
  const error = (field: string) => store.point.fieldError(field)
  const text = (
    id: string,
    key: TextKey,
    path: string,
    options: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <TextField
      id={`${id}-${key}`}
      label={t(`settings.delivery.${key}`)}
      error={error(path)}
      hint={options.hint ?? null}
      inputMode={options.inputMode}
      value={form[key]}
      onValue={(value) => store.change(key, value)}
    />
  )
  const toggle = (key: 'allIndia' | 'pickupOnly', label: string) => (
    <label className="ow-settings__switch">
      <input type="checkbox" checked={form[key]} onChange={(event) => store.change(key, event.target.checked)} />
      {label}
    </label>
  )
  const named = editing._id ? { name: form.name } : null
  return (
    <ListEditorForm store={store} form={store.point} words="settings.delivery" named={named} className="ow-form">
      {(id) => (
        <>
          {text(id, 'name', 'name')}
          {text(id, 'address', 'address')}
          {text(id, 'city', 'city')}
          {text(id, 'state', 'state')}
          {text(id, 'pincode', 'pincode', { inputMode: 'numeric' })}
          <fieldset className="ow-settings__fieldset">
            <legend className="ow-form__label">{t('settings.delivery.areas')}</legend>
            {toggle('allIndia', t('settings.delivery.allIndiaLabel'))}
            {!form.allIndia && text(id, 'states', 'areas.states', { hint: t('settings.delivery.statesHint') })}
            {!form.allIndia && text(id, 'pincodes', 'areas.pincodes', { hint: t('settings.delivery.pincodesHint') })}
            {error('areas') && !error('areas.states') && !error('areas.pincodes') && (
              <p className="ow-settings__error">{error('areas')}</p>
            )}
          </fieldset>
          <fieldset className="ow-settings__fieldset">
            <legend className="ow-form__label">{t('settings.delivery.charges')}</legend>
            {text(id, 'base', 'charges.base', { inputMode: 'decimal' })}
            {text(id, 'perKg', 'charges.perKg', { inputMode: 'decimal', hint: t('settings.delivery.perKgHint') })}
            {text(id, 'freeAbove', 'charges.freeAbove', {
              inputMode: 'decimal',
              hint: t('settings.delivery.freeAboveHint'),
            })}
          </fieldset>
          <fieldset className="ow-settings__fieldset">
            <legend className="ow-form__label">{t('settings.delivery.pickup')}</legend>
            {toggle('pickupOnly', t('settings.delivery.pickupOnlyLabel'))}
            {text(id, 'pickupAddress', 'pickup.address', { hint: t('settings.delivery.pickupHint') })}
            {text(id, 'pickupHours', 'pickup.hours')}
          </fieldset>
        </>
      )}
    </ListEditorForm>
  )
})

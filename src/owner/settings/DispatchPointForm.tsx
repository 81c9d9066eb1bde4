import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { useOwnerT } from '../i18n'
import { SaveRow } from '../panel-kit/SaveRow'
import type { DeliveryStore, PointForm } from './delivery-store'
import { TextField } from './SettingsField'
import { Form } from '../../ui/Form'

type TextKey = { [K in keyof PointForm]: PointForm[K] extends string ? K : never }[keyof PointForm]

/** The form of one dispatch point: where it is, where it delivers, what it charges, pickup. */
export const DispatchPointForm = observer(function DispatchPointForm({ store }: { store: DeliveryStore }) {
  const t = useOwnerT()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const editing = store.editing!
  const form = editing.form
  const error = (field: string) => store.point.fieldError(field)
  // Opened: the keyboard goes to the first field (refused: the save row takes it to the first field to fix).
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus()
  }, [])
  const text = (key: TextKey, path: string, options: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {}) => (
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
  return (
    <Form
      ref={formRef}
      className="ow-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={() => void store.save()}
    >
      <h4 id={`${id}-title`} className="ow-heading">
        {editing._id ? t('settings.delivery.editTitle', { name: form.name }) : t('settings.delivery.newTitle')}
      </h4>
      {text('name', 'name')}
      {text('address', 'address')}
      {text('city', 'city')}
      {text('state', 'state')}
      {text('pincode', 'pincode', { inputMode: 'numeric' })}
      <fieldset className="ow-settings__fieldset">
        <legend className="ow-form__label">{t('settings.delivery.areas')}</legend>
        {toggle('allIndia', t('settings.delivery.allIndiaLabel'))}
        {!form.allIndia && text('states', 'areas.states', { hint: t('settings.delivery.statesHint') })}
        {!form.allIndia && text('pincodes', 'areas.pincodes', { hint: t('settings.delivery.pincodesHint') })}
        {error('areas') && !error('areas.states') && !error('areas.pincodes') && (
          <p className="ow-settings__error">{error('areas')}</p>
        )}
      </fieldset>
      <fieldset className="ow-settings__fieldset">
        <legend className="ow-form__label">{t('settings.delivery.charges')}</legend>
        {text('base', 'charges.base', { inputMode: 'decimal' })}
        {text('perKg', 'charges.perKg', { inputMode: 'decimal', hint: t('settings.delivery.perKgHint') })}
        {text('freeAbove', 'charges.freeAbove', { inputMode: 'decimal', hint: t('settings.delivery.freeAboveHint') })}
      </fieldset>
      <fieldset className="ow-settings__fieldset">
        <legend className="ow-form__label">{t('settings.delivery.pickup')}</legend>
        {toggle('pickupOnly', t('settings.delivery.pickupOnlyLabel'))}
        {text('pickupAddress', 'pickup.address', { hint: t('settings.delivery.pickupHint') })}
        {text('pickupHours', 'pickup.hours')}
      </fieldset>
      <SaveRow form={store.point} label={t('settings.delivery.save')}>
        <button type="button" className="ow-button" onClick={() => store.cancel()}>
          {t('settings.delivery.cancel')}
        </button>
      </SaveRow>
    </Form>
  )
})

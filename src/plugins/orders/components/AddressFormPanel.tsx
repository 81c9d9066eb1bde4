import { observer } from 'mobx-react-lite'
import { useId, useState, type ReactNode } from 'react'
import type { AddressType } from '../../../../contract/address'
import { useEngine, useWidgetT, type NamespaceT } from '../../../engine/react'
import { PanelHeader } from '../../../widget/ui/PanelHeader'
import type { AddressBook } from '../address-book'
import { AddressForm } from '../address-form'
import '../../../widget/ui/panel.css'
import '../orders.css'

const ADDRESS_TYPES: readonly AddressType[] = ['home', 'work', 'other']

type TextField = 'name' | 'fullName' | 'addressLine1' | 'addressLine2' | 'city' | 'state'

/**
 * The address form panel (docs/product.md): add or update, pincode looked up on its
 * sixth digit (filling city and state), Save disabled until it is valid,
 * Delete offered only when more than one address exists.
 */
export const AddressFormPanel = observer(function AddressFormPanel() {
  const orders = useEngine().plugin('orders')
  // The form is opened from a checkout, which made the address book.
  return orders.addresses ? <AddressFormView book={orders.addresses} /> : null
})

const AddressFormView = observer(function AddressFormView({ book }: { book: AddressBook }) {
  const engine = useEngine()
  const orders = engine.plugin('orders')
  const [form] = useState(
    () =>
      new AddressForm(
        engine,
        book,
        orders.editingAddressId === null ? null : (book.byId(orders.editingAddressId) ?? null),
      ),
  )
  const t = useWidgetT('orders')
  const id = useId()
  const done = () => orders.closeAddressForm()
  return (
    <section className="vw-view" aria-labelledby={id}>
      <PanelHeader id={id} title={form.isNew ? t('address.addTitle') : t('address.editTitle')} back={done} />
      <form
        className="vw-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.save().then((saved) => saved && done())
        }}
      >
        <fieldset className="vw-form__types">
          <legend>{t('address.type')}</legend>
          {ADDRESS_TYPES.map((type) => (
            <label key={type}>
              <input
                type="radio"
                name={`${id}-type`}
                checked={form.values.type === type}
                onChange={() => form.set('type', type)}
              />
              {t(`address.types.${type}`)}
            </label>
          ))}
        </fieldset>
        {input(form, 'name', t('address.label'), { placeholder: t('address.labelPlaceholder') })}
        {input(form, 'fullName', t('address.fullName'), { autoComplete: 'name', required: true })}
        {input(form, 'phone', t('address.phone'), {
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          required: true,
        })}
        {input(form, 'addressLine1', t('address.addressLine1'), { autoComplete: 'address-line1', required: true })}
        {input(form, 'addressLine2', t('address.addressLine2'), { autoComplete: 'address-line2' })}
        {input(form, 'pincode', t('address.pincode'), {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          required: true,
          hint: form.pincodeCheck === 'checking' ? t('address.checkingPincode') : (form.place ?? undefined),
        })}
        {input(form, 'city', t('address.city'), { autoComplete: 'address-level2', required: true })}
        {input(form, 'state', t('address.state'), { autoComplete: 'address-level1', required: true })}
        <label className="vw-form__check">
          <input
            type="checkbox"
            checked={form.values.isDefault}
            disabled={form.editing?.isDefault}
            onChange={(event) => form.set('isDefault', event.target.checked)}
          />
          {t('address.isDefault')}
        </label>
        {formActions(form, book, done, t)}
      </form>
    </section>
  )
})

interface InputOptions {
  type?: 'tel'
  inputMode?: 'numeric'
  autoComplete?: string
  required?: boolean
  placeholder?: string
  hint?: string
}

/** A field of the address: phone and pincode keep digits only (the pincode looked up), the others as typed. */
function input(form: AddressForm, field: TextField | 'phone' | 'pincode', label: string, options: InputOptions = {}) {
  const { hint, ...attributes } = options
  const optional = field === 'name' || field === 'addressLine2'
  const error = optional ? undefined : form.errorOf(field)
  const change = (value: string) =>
    field === 'phone' ? form.setPhone(value) : field === 'pincode' ? form.setPincode(value) : form.set(field, value)
  return (
    <Field label={label} error={error} hint={hint}>
      {(inputId, describedBy) => (
        <input
          id={inputId}
          className="vw-input vw-form__input"
          {...attributes}
          value={form.values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => change(event.target.value)}
          onBlur={() => !optional && form.leave(field)}
        />
      )}
    </Field>
  )
}

/** The form's error, Save, Delete (an address that is not the only one) and Cancel. */
function formActions(form: AddressForm, book: AddressBook, done: () => void, t: NamespaceT<'orders'>) {
  return (
    <>
      {form.formError && (
        <p className="vw-form__error" role="alert">
          {form.formError}
        </p>
      )}
      <div className="vw-view__actions">
        <button
          type="submit"
          className="vw-view__primary"
          disabled={!form.canSave}
          aria-busy={form.saving.busy || undefined}
        >
          {form.saving.busy ? t('address.saving') : t('address.save')}
        </button>
        {!form.isNew && book.canDelete && (
          <button
            type="button"
            className="vw-view__secondary vw-form__delete"
            disabled={form.saving.busy}
            onClick={() => void form.remove().then((removed) => removed && done())}
          >
            {t('address.delete')}
          </button>
        )}
        <button type="button" className="vw-view__secondary" onClick={done}>
          {t('address.cancel')}
        </button>
      </div>
    </>
  )
}

/**
 * A labelled field with its error (or hint) below, tied to the input by `aria-describedby`. An observer: its input
 * (drawn by `children`) reads the form's values, so each keystroke re-renders it.
 */
const Field = observer(function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string
  error?: string
  hint?: string
  children: (inputId: string, describedBy: string | undefined) => ReactNode
}) {
  const inputId = useId()
  const noteId = useId()
  const note = error ?? hint
  return (
    <div className="vw-form__field">
      <label htmlFor={inputId} className="vw-form__label">
        {label}
      </label>
      {children(inputId, note ? noteId : undefined)}
      {note && (
        <p id={noteId} className={error ? 'vw-form__error' : 'vw-form__hint'} role={error ? 'alert' : undefined}>
          {note}
        </p>
      )}
    </div>
  )
})

import { observer } from 'mobx-react-lite'
import type { DiscountKind } from '../../../contract/discount-codes'
import { useOwnerT } from '../i18n'
import { ListEditorForm } from '../panel-kit/ListEditorForm'
import { Switch, TextField } from '../settings/SettingsField'
import type { DiscountCodeForm as Values, DiscountCodesStore } from './discount-codes-store'

const KINDS: readonly DiscountKind[] = ['percent', 'amount', 'freeDelivery']

/**
 * One code's form: its name, what it gives (a percentage, an amount, free delivery), on the whole order or chosen
 * categories and items, a minimum, first and last days, the uses in all and once per customer, active or paused.
 * The server's errors go beside their fields.
 */
export const DiscountCodeForm = observer(function DiscountCodeForm({ store }: { store: DiscountCodesStore }) {
  const t = useOwnerT()
  const form = store.editing!
  const error = (field: string) => store.code.fieldError(field)
  const text = (
    id: string,
    field: 'value' | 'minOrder' | 'useLimit' | 'startsOn' | 'endsOn',
    label: string,
    hint?: string,
  ) => (
    <TextField
      id={`${id}-${field}`}
      label={label}
      hint={hint}
      error={error(field)}
      type={field === 'startsOn' || field === 'endsOn' ? 'date' : 'text'}
      inputMode={field === 'useLimit' ? 'numeric' : field.endsWith('On') ? undefined : 'decimal'}
      value={form[field]}
      onValue={(value) => store.set(field, value)}
    />
  )
  return (
    <ListEditorForm store={store} form={store.code} words="discounts" named={form._id ? { code: form.code } : null}>
      {(id) => (
        <>
          <TextField
            id={`${id}-code`}
            label={t('discounts.code')}
            hint={t('discounts.codeHint')}
            error={error('code')}
            autoCapitalize="characters"
            autoCorrect="off"
            value={form.code}
            onValue={(value) => store.set('code', value.toUpperCase())}
          />
          <Choices
            legend={t('discounts.kind')}
            name={`${id}-kind`}
            options={KINDS.map((kind) => ({ value: kind, label: t(`discounts.kinds.${kind}`) }))}
            value={form.kind}
            onValue={(kind) => store.set('kind', kind)}
          />
          {form.kind !== 'freeDelivery' &&
            text(id, 'value', form.kind === 'percent' ? t('discounts.percentValue') : t('discounts.amountValue'))}
          <Choices
            legend={t('discounts.appliesTo')}
            name={`${id}-scope`}
            options={(['order', 'chosen'] as const).map((scope) => ({
              value: scope,
              label: t(`discounts.scopes.${scope}`),
            }))}
            value={form.scope}
            onValue={(scope) => store.set('scope', scope)}
          />
          {form.scope === 'chosen' && <Chosen store={store} form={form} />}
          {text(id, 'minOrder', t('discounts.minOrder'), t('discounts.minOrderHint'))}
          {text(id, 'startsOn', t('discounts.startsOn'))}
          {text(id, 'endsOn', t('discounts.endsOn'), t('discounts.datesHint'))}
          {text(id, 'useLimit', t('discounts.useLimit'), t('discounts.useLimitHint'))}
          <Switch
            label={t('discounts.oncePerCustomer')}
            checked={form.oncePerCustomer}
            onChecked={(on) => store.set('oncePerCustomer', on)}
          />
          <Switch label={t('discounts.active')} checked={form.active} onChecked={(on) => store.set('active', on)} />
        </>
      )}
    </ListEditorForm>
  )
})

function Choices<V extends string>(props: {
  legend: string
  name: string
  options: readonly { value: V; label: string }[]
  value: V
  onValue(value: V): void
}) {
  return (
    <fieldset className="ow-settings__fieldset">
      <legend className="ow-form__label">{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="ow-settings__switch">
          <input
            type="radio"
            name={props.name}
            checked={props.value === option.value}
            onChange={() => props.onValue(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

/** The categories and items a code covers, ticked from the catalogue's. */
const Chosen = observer(function Chosen({ store, form }: { store: DiscountCodesStore; form: Values }) {
  const t = useOwnerT()
  const list = (
    field: 'categoryIds' | 'itemIds',
    legend: string,
    choices: readonly { _id: string; name: string }[],
  ) => (
    <fieldset className="ow-settings__fieldset ow-discount-choices">
      <legend className="ow-form__label">{legend}</legend>
      {choices.map((choice) => (
        <Switch
          key={choice._id}
          label={choice.name}
          checked={form[field].includes(choice._id)}
          onChecked={(on) => store.toggle(field, choice._id, on)}
        />
      ))}
      {store.code.fieldError(field) && <p className="ow-settings__error">{store.code.fieldError(field)}</p>}
    </fieldset>
  )
  return (
    <>
      {list('categoryIds', t('discounts.categories'), store.categories)}
      {list('itemIds', t('discounts.items'), store.items)}
    </>
  )
})

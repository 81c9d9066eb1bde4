import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../i18n'
import { CheckField, Field, shown, TextField, typed, typedOrNull } from './Field'
import type { ItemFormStore } from './item-form-store'

/*
 * The item form's groups of fields, each a component of its own. Every edit
 * goes through `store.change(path)`, which takes the field's error away.
 */

type Props = { store: ItemFormStore }

/** The quick fields: the name, the catalogue (only when there is a choice: else the item goes in the one there is). */
export const NameFields = observer(function NameFields({ store }: Props) {
  const t = useOwnerT()
  const input = store.draft!.input
  return (
    <>
      <TextField
        store={store}
        path="name"
        label={t('studio.form.name')}
        value={input.name}
        onText={(text) => (input.name = text)}
      />
      {store.catalogues.length > 1 && <CatalogueField store={store} />}
    </>
  )
})

/** The price a customer pays (the sale price and tax are more details). */
export const PriceField = observer(function PriceField({ store }: Props) {
  const t = useOwnerT()
  const { pricing } = store.draft!.input
  return (
    <TextField
      store={store}
      path="pricing.basePrice"
      label={t('studio.form.basePrice')}
      inputMode="decimal"
      value={shown(pricing.basePrice)}
      onText={(text) => (pricing.basePrice = typed(text))}
    />
  )
})

const CatalogueField = observer(function CatalogueField({ store }: Props) {
  const t = useOwnerT()
  const input = store.draft!.input
  return (
    <Field store={store} path="catalogueId" label={t('studio.form.catalogue')}>
      {(props) => (
        <select
          {...props}
          className="ow-input"
          value={input.catalogueId}
          onChange={(event) =>
            store.change('catalogueId', () => {
              input.catalogueId = event.target.value
              // The widget lists a catalogue's items of its own kind: the item follows it.
              const chosen = store.catalogues.find((catalogue) => catalogue._id === input.catalogueId)
              if (chosen) input.itemType = chosen.catalogueType
            })
          }
        >
          {store.catalogues.map((catalogue) => (
            <option key={catalogue._id} value={catalogue._id}>
              {catalogue.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
})

/** More details: the kind, the description, the video and the web address. */
export const AboutFields = observer(function AboutFields({ store }: Props) {
  const t = useOwnerT()
  const input = store.draft!.input
  return (
    <fieldset className="ow-studio-group">
      <legend>{t('studio.form.basics')}</legend>
      <Field store={store} path="itemType" label={t('studio.form.type')}>
        {(props) => (
          <select
            {...props}
            className="ow-input"
            value={input.itemType}
            onChange={(event) =>
              store.change(
                'itemType',
                () => (input.itemType = event.target.value === 'service' ? 'service' : 'product'),
              )
            }
          >
            <option value="product">{t('studio.form.product')}</option>
            <option value="service">{t('studio.form.service')}</option>
          </select>
        )}
      </Field>
      <Field store={store} path="description" label={t('studio.form.description')}>
        {(props) => (
          <textarea
            {...props}
            className="ow-input"
            rows={3}
            value={input.description}
            onChange={(event) => store.change('description', () => (input.description = event.target.value))}
          />
        )}
      </Field>
      <TextField
        store={store}
        path="video"
        label={t('studio.form.video')}
        value={input.video ?? ''}
        onText={(text) => (input.video = text.trim() || null)}
      />
      <TextField
        store={store}
        path="slug"
        label={t('studio.form.slug')}
        help={t('studio.form.slugHelp')}
        value={input.slug}
        onText={(text) => (input.slug = text.trim())}
      />
    </fieldset>
  )
})

/** More details of the price: the sale price, whether it shows, tax, and the stock of an item without options. */
export const PriceDetailsFields = observer(function PriceDetailsFields({ store }: Props) {
  const t = useOwnerT()
  const { itemId, input } = store.draft!
  const { pricing } = input
  return (
    <fieldset className="ow-studio-group">
      <legend>{t('studio.form.prices')}</legend>
      <TextField
        store={store}
        path="pricing.salePrice"
        label={t('studio.form.salePrice')}
        inputMode="decimal"
        value={shown(pricing.salePrice)}
        onText={(text) => (pricing.salePrice = typedOrNull(text))}
      />
      <CheckField
        store={store}
        path="pricing.priceVisible"
        label={t('studio.form.priceVisible')}
        checked={pricing.priceVisible}
        onCheck={(on) => (pricing.priceVisible = on)}
      />
      <CheckField
        store={store}
        path="pricing.taxApplicable"
        label={t('studio.form.taxApplicable')}
        checked={pricing.taxApplicable}
        onCheck={(on) => (pricing.taxApplicable = on)}
      />
      {pricing.taxApplicable && (
        <TextField
          store={store}
          path="pricing.taxRate"
          label={t('studio.form.taxRate')}
          inputMode="decimal"
          value={shown(pricing.taxRate)}
          onText={(text) => (pricing.taxRate = typed(text))}
        />
      )}
      <TextField
        store={store}
        path="hsnCode"
        label={t('studio.form.hsnCode')}
        help={t('studio.form.hsnHelp')}
        inputMode="numeric"
        value={input.hsnCode ?? ''}
        onText={(text) => (input.hsnCode = text.trim() === '' ? null : text.trim())}
      />
      {input.variants.length === 0 && input.packages.length === 0 && (
        <TextField
          store={store}
          path="inventoryTotal"
          label={t('studio.form.stockTotal')}
          help={itemId ? t('studio.form.stockElsewhere') : undefined}
          inputMode="numeric"
          readOnly={itemId !== null}
          value={shown(input.inventoryTotal)}
          onText={(text) => (input.inventoryTotal = typedOrNull(text))}
        />
      )}
    </fieldset>
  )
})

/** Shipping of a product: available, weight, where it ships from, its size. */
export const ShippingFields = observer(function ShippingFields({ store }: Props) {
  const t = useOwnerT()
  const input = store.draft!.input
  const { shipping } = input
  return (
    <fieldset className="ow-studio-group">
      <legend>{t('studio.form.shipping')}</legend>
      <CheckField
        store={store}
        path="shipping.available"
        label={t('studio.form.shippingAvailable')}
        checked={shipping.available}
        onCheck={(on) => (shipping.available = on)}
      />
      <TextField
        store={store}
        path="shipping.weight"
        label={t('studio.form.weight')}
        inputMode="decimal"
        value={shown(shipping.weight)}
        onText={(text) => (shipping.weight = typed(text))}
      />
      {store.dispatchPoints.map((point) => (
        <div key={point._id}>
          <CheckField
            store={store}
            path="dispatchPointIds"
            label={t('studio.form.dispatchFrom', { name: point.name, city: point.city })}
            checked={input.dispatchPointIds.includes(point._id)}
            onCheck={(on) =>
              (input.dispatchPointIds = on
                ? [...input.dispatchPointIds, point._id]
                : input.dispatchPointIds.filter((id) => id !== point._id))
            }
          />
        </div>
      ))}
      {(['length', 'width', 'height'] as const).map((side) => (
        <div key={side}>
          <TextField
            store={store}
            path={`shipping.dimensions.${side}`}
            label={t(`studio.form.${side}`)}
            inputMode="decimal"
            value={shown(shipping.dimensions[side])}
            onText={(text) => (shipping.dimensions[side] = typed(text))}
          />
        </div>
      ))}
    </fieldset>
  )
})

/** The item card's button (chat, contact or none), and whether the item is hidden. */
export const ButtonFields = observer(function ButtonFields({ store }: Props) {
  const t = useOwnerT()
  const input = store.draft!.input
  return (
    <fieldset className="ow-studio-group">
      <legend>{t('studio.form.button')}</legend>
      <Field store={store} path="button" label={t('studio.form.button')}>
        {(props) => (
          <select
            {...props}
            className="ow-input"
            value={input.button ?? ''}
            onChange={(event) => {
              const value = event.target.value
              store.change('button', () => (input.button = value === 'Chat' || value === 'Contact' ? value : null))
            }}
          >
            <option value="Chat">{t('studio.form.buttonChat')}</option>
            <option value="Contact">{t('studio.form.buttonContact')}</option>
            <option value="">{t('studio.form.buttonNone')}</option>
          </select>
        )}
      </Field>
      <CheckField
        store={store}
        path="hidden"
        label={t('studio.form.hidden')}
        checked={input.hidden}
        onCheck={(on) => (input.hidden = on)}
      />
    </fieldset>
  )
})

import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../i18n'
import type { CatalogueStudioStore } from './catalogue-studio-store'
import { Field, shown, TextField, typed, typedOrNull } from './Field'

/** The variants of a product: name, prices, stock, SKU, weight, the one default; add and remove. */
export const VariantsEditor = observer(function VariantsEditor({ store }: { store: CatalogueStudioStore }) {
  const t = useOwnerT()
  const input = store.draft!.input
  const code = store.errors.get('variants')
  return (
    <fieldset className="ow-studio-group">
      <legend>{t('studio.form.variants')}</legend>
      {code && <p className="ow-studio-error">{t(`studio.form.fieldErrors.${code}` as never)}</p>}
      {input.variants.map((variant, index) => {
        const at = (field: string) => `variants.${index}.${field}`
        const n = { index: index + 1 }
        return (
          <div key={variant._id ?? `new-${index}`} className="ow-studio-option">
            <TextField
              store={store}
              path={at('name')}
              label={t('studio.form.variantName', n)}
              value={variant.name}
              onText={(text) => (variant.name = text)}
            />
            <TextField
              store={store}
              path={at('basePrice')}
              label={t('studio.form.variantBase', n)}
              inputMode="decimal"
              value={shown(variant.basePrice)}
              onText={(text) => (variant.basePrice = typed(text))}
            />
            <TextField
              store={store}
              path={at('salePrice')}
              label={t('studio.form.variantSale', n)}
              inputMode="decimal"
              value={shown(variant.salePrice)}
              onText={(text) => (variant.salePrice = typedOrNull(text))}
            />
            <TextField
              store={store}
              path={at('stock')}
              label={t('studio.form.variantStock', n)}
              help={variant._id ? t('studio.form.stockElsewhere') : undefined}
              inputMode="numeric"
              readOnly={variant._id !== undefined}
              value={shown(variant.stock)}
              onText={(text) => (variant.stock = typed(text))}
            />
            <TextField
              store={store}
              path={at('sku')}
              label={t('studio.form.variantSku', n)}
              value={variant.sku}
              onText={(text) => (variant.sku = text)}
            />
            <TextField
              store={store}
              path={at('weight')}
              label={t('studio.form.variantWeight', n)}
              inputMode="decimal"
              value={shown(variant.weight)}
              onText={(text) => (variant.weight = typedOrNull(text))}
            />
            <Field store={store} path={at('isDefault')} label={t('studio.form.variantDefault', n)} inline>
              {(props) => (
                <input
                  {...props}
                  type="radio"
                  name="studio-default-variant"
                  checked={variant.isDefault}
                  onChange={() =>
                    store.change('variants', (draft) =>
                      draft.variants.forEach((other, otherIndex) => (other.isDefault = otherIndex === index)),
                    )
                  }
                />
              )}
            </Field>
            <button
              type="button"
              className="ow-button ow-button--quiet ow-button--small"
              onClick={() => store.change('variants', (draft) => draft.variants.splice(index, 1))}
            >
              {t('studio.form.removeVariant', n)}
            </button>
          </div>
        )
      })}
      <button
        type="button"
        className="ow-button"
        onClick={() =>
          store.change('variants', (draft) =>
            draft.variants.push({
              name: '',
              basePrice: draft.pricing.basePrice,
              salePrice: null,
              stock: 0,
              sku: '',
              weight: null,
              isDefault: draft.variants.length === 0,
            }),
          )
        }
      >
        {t('studio.form.addVariant')}
      </button>
    </fieldset>
  )
})

/** The packages of a service: name, price, discount, stock (empty: unlimited); add and remove. */
export const PackagesEditor = observer(function PackagesEditor({ store }: { store: CatalogueStudioStore }) {
  const t = useOwnerT()
  const input = store.draft!.input
  return (
    <fieldset className="ow-studio-group">
      <legend>{t('studio.form.packages')}</legend>
      {input.packages.map((pack, index) => {
        const at = (field: string) => `packages.${index}.${field}`
        const n = { index: index + 1 }
        return (
          <div key={pack._id ?? `new-${index}`} className="ow-studio-option">
            <TextField
              store={store}
              path={at('name')}
              label={t('studio.form.packageName', n)}
              value={pack.name}
              onText={(text) => (pack.name = text)}
            />
            <TextField
              store={store}
              path={at('price')}
              label={t('studio.form.packagePrice', n)}
              inputMode="decimal"
              value={shown(pack.price)}
              onText={(text) => (pack.price = typed(text))}
            />
            <TextField
              store={store}
              path={at('discountPercentage')}
              label={t('studio.form.packageDiscount', n)}
              inputMode="decimal"
              value={shown(pack.discountPercentage)}
              onText={(text) => (pack.discountPercentage = typed(text))}
            />
            <TextField
              store={store}
              path={at('stock')}
              label={t('studio.form.packageStock', n)}
              help={pack._id ? t('studio.form.stockElsewhere') : undefined}
              inputMode="numeric"
              readOnly={pack._id !== undefined}
              value={shown(pack.stock)}
              onText={(text) => (pack.stock = typedOrNull(text))}
            />
            <button
              type="button"
              className="ow-button ow-button--quiet ow-button--small"
              onClick={() => store.change('packages', (draft) => draft.packages.splice(index, 1))}
            >
              {t('studio.form.removePackage', n)}
            </button>
          </div>
        )
      })}
      <button
        type="button"
        className="ow-button"
        onClick={() =>
          store.change('packages', (draft) =>
            draft.packages.push({ name: '', price: draft.pricing.basePrice, discountPercentage: 0, stock: null }),
          )
        }
      >
        {t('studio.form.addPackage')}
      </button>
    </fieldset>
  )
})

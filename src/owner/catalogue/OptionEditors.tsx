import { observer } from 'mobx-react-lite'
import type { ItemInput } from '../../../contract/owner-catalogue'
import { useOwnerT, type OwnerKey } from '../i18n'
import { Field, shown, TextField, typed, typedOrNull } from './Field'
import type { ItemFormStore } from './item-form-store'

/** How a box of an option reads its text: as text, a number (NaN when not one), or a number that may be empty. */
type Kind = 'text' | 'number' | 'optionalNumber'

/** One box of an option: its field, label (with `{{index}}`), kind and keyboard. */
interface OptionField {
  key: string
  label: OwnerKey
  kind: Kind
  inputMode?: 'decimal' | 'numeric'
  /** A stored option's stock changes in the Stock view only: read-only here, with a word why. */
  stock?: true
}

/** What the editor of one list of options needs to know: the list, its boxes, a new option. */
interface OptionList {
  list: 'variants' | 'packages'
  /** Its words: `studio.form.<list>` (the legend), `studio.form.add<Name>`, `studio.form.remove<Name>`. */
  name: 'Variant' | 'Package'
  fields: readonly OptionField[]
  blank(input: ItemInput): ItemInput['variants'][number] | ItemInput['packages'][number]
}

/** A box: its field, label, kind and keyboard (`stock`: see `OptionField`). */
const box = (key: string, label: OwnerKey, kind: Kind, inputMode?: 'decimal' | 'numeric', stock?: true) => ({
  key,
  label,
  kind,
  inputMode,
  stock,
})

const VARIANTS: OptionList = {
  list: 'variants',
  name: 'Variant',
  fields: [
    box('name', 'studio.form.variantName', 'text'),
    box('basePrice', 'studio.form.variantBase', 'number', 'decimal'),
    box('salePrice', 'studio.form.variantSale', 'optionalNumber', 'decimal'),
    box('stock', 'studio.form.variantStock', 'number', 'numeric', true),
    box('sku', 'studio.form.variantSku', 'text'),
    box('weight', 'studio.form.variantWeight', 'optionalNumber', 'decimal'),
  ],
  blank: (input) => ({
    ...{ name: '', basePrice: input.pricing.basePrice, salePrice: null, stock: 0, sku: '', weight: null },
    isDefault: input.variants.length === 0,
  }),
}

const PACKAGES: OptionList = {
  list: 'packages',
  name: 'Package',
  fields: [
    box('name', 'studio.form.packageName', 'text'),
    box('price', 'studio.form.packagePrice', 'number', 'decimal'),
    box('discountPercentage', 'studio.form.packageDiscount', 'number', 'decimal'),
    box('stock', 'studio.form.packageStock', 'optionalNumber', 'numeric', true),
  ],
  blank: (input) => ({ name: '', price: input.pricing.basePrice, discountPercentage: 0, stock: null }),
}

const read: Record<Kind, (text: string) => unknown> = {
  text: (text) => text,
  number: typed,
  optionalNumber: typedOrNull,
}

/** The variants of a product: name, prices, stock, SKU, weight, the one default; add and remove. */
export const VariantsEditor = ({ store }: { store: ItemFormStore }) => <OptionsEditor store={store} spec={VARIANTS} />

/** The packages of a service: name, price, discount, stock (empty: unlimited); add and remove. */
export const PackagesEditor = ({ store }: { store: ItemFormStore }) => <OptionsEditor store={store} spec={PACKAGES} />

/** One list of options of the item, each option a row of the boxes its description names. */
const OptionsEditor = observer(function OptionsEditor({ store, spec }: { store: ItemFormStore; spec: OptionList }) {
  const t = useOwnerT()
  const input = store.draft!.input
  const code = store.errors.get(spec.list)
  const options: Array<Record<string, unknown> & { _id?: string }> = input[spec.list]
  return (
    <fieldset className="ow-studio-group">
      <legend>{t(`studio.form.${spec.list}`)}</legend>
      {code && <p className="ow-studio-error">{t(`studio.form.fieldErrors.${code}` as never)}</p>}
      {options.map((option, index) => {
        const n = { index: index + 1 }
        const stored = option._id !== undefined
        return (
          <div key={option._id ?? `new-${index}`} className="ow-studio-option">
            {spec.fields.map((field) => (
              <TextField
                key={field.key}
                store={store}
                path={`${spec.list}.${index}.${field.key}`}
                label={t(field.label, n)}
                help={field.stock && stored ? t('studio.form.stockElsewhere') : undefined}
                inputMode={field.inputMode}
                readOnly={field.stock && stored}
                value={field.kind === 'text' ? String(option[field.key]) : shown(option[field.key] as number | null)}
                onText={(text) => (option[field.key] = read[field.kind](text))}
              />
            ))}
            {spec.list === 'variants' && <DefaultChoice store={store} index={index} />}
            <button
              type="button"
              className="ow-button ow-button--quiet ow-button--small"
              onClick={() => store.change(spec.list, (draft) => draft[spec.list].splice(index, 1))}
            >
              {t(`studio.form.remove${spec.name}`, n)}
            </button>
          </div>
        )
      })}
      <button
        type="button"
        className="ow-button"
        onClick={() => store.change(spec.list, (draft) => (draft[spec.list] as unknown[]).push(spec.blank(draft)))}
      >
        {t(`studio.form.add${spec.name}`)}
      </button>
    </fieldset>
  )
})

/** The one default variant (the widget shows it first): a radio among the variants. */
const DefaultChoice = observer(function DefaultChoice({ store, index }: { store: ItemFormStore; index: number }) {
  const t = useOwnerT()
  const variant = store.draft!.input.variants[index]!
  return (
    <Field
      store={store}
      path={`variants.${index}.isDefault`}
      label={t('studio.form.variantDefault', { index: index + 1 })}
      inline
    >
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
  )
})

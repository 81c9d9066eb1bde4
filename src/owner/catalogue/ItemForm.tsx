import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import { ActivityPanel } from '../activity/ActivityPanel'
import type { CatalogueStudioStore } from './catalogue-studio-store'
import { Field, shown, typed, typedOrNull } from './Field'
import { ImagesField } from './ImagesField'
import { PackagesEditor, VariantsEditor } from './OptionEditors'

/**
 * The item form: every field the widget shows, each error beside its field; a 409 shows the other owner's version
 * with the fields that differ marked. Focus starts on the name, and goes to the first field in error after a refused
 * save.
 */
export const ItemForm = observer(function ItemForm({ store }: { store: CatalogueStudioStore }) {
  const t = useOwnerT()
  const titleId = useId()
  const form = useRef<HTMLFormElement>(null)
  const draft = store.draft!
  const input = draft.input
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus()
  }, [draft.itemId])
  const submit = async () => {
    if (await store.save()) return
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }
  const text = (path: string, value: string, set: (value: string) => void, label: string, help?: string) => (
    <Field store={store} path={path} label={label} help={help}>
      {(props) => (
        <input
          {...props}
          className="ow-input"
          value={value}
          onChange={(event) => store.change(path, () => set(event.target.value))}
        />
      )}
    </Field>
  )
  const number = (path: string, value: number | null, set: (value: number) => void, label: string) => (
    <Field store={store} path={path} label={label}>
      {(props) => (
        <input
          {...props}
          className="ow-input"
          inputMode="decimal"
          value={shown(value)}
          onChange={(event) => store.change(path, () => set(typed(event.target.value)))}
        />
      )}
    </Field>
  )
  const check = (path: string, value: boolean, set: (value: boolean) => void, label: string) => (
    <Field store={store} path={path} label={label} inline>
      {(props) => (
        <input
          {...props}
          type="checkbox"
          checked={value}
          onChange={(event) => store.change(path, () => set(event.target.checked))}
        />
      )}
    </Field>
  )
  return (
    <form
      ref={form}
      className="ow-panel ow-studio-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <h2 id={titleId} className="ow-heading">
        {draft.itemId ? t('studio.form.editTitle', { name: input.name }) : t('studio.form.newTitle')}
      </h2>
      {store.conflict && (
        <p className="ow-studio-conflict" role="alert">
          {t('studio.form.conflict')}
        </p>
      )}
      <fieldset className="ow-studio-group">
        <legend>{t('studio.form.basics')}</legend>
        {text('name', input.name, (value) => (input.name = value), t('studio.form.name'))}
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
                  const chosen = store.data?.catalogues.find((catalogue) => catalogue._id === input.catalogueId)
                  if (chosen) input.itemType = chosen.catalogueType
                })
              }
            >
              {store.data?.catalogues.map((catalogue) => (
                <option key={catalogue._id} value={catalogue._id}>
                  {catalogue.name}
                </option>
              ))}
            </select>
          )}
        </Field>
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
        <ImagesField store={store} />
        {text('video', input.video ?? '', (value) => (input.video = value.trim() || null), t('studio.form.video'))}
        {text(
          'slug',
          input.slug,
          (value) => (input.slug = value.trim()),
          t('studio.form.slug'),
          t('studio.form.slugHelp'),
        )}
      </fieldset>
      <fieldset className="ow-studio-group">
        <legend>{t('studio.form.prices')}</legend>
        {number(
          'pricing.basePrice',
          input.pricing.basePrice,
          (v) => (input.pricing.basePrice = v),
          t('studio.form.basePrice'),
        )}
        <Field store={store} path="pricing.salePrice" label={t('studio.form.salePrice')}>
          {(props) => (
            <input
              {...props}
              className="ow-input"
              inputMode="decimal"
              value={shown(input.pricing.salePrice)}
              onChange={(event) =>
                store.change('pricing.salePrice', () => (input.pricing.salePrice = typedOrNull(event.target.value)))
              }
            />
          )}
        </Field>
        {check(
          'pricing.priceVisible',
          input.pricing.priceVisible,
          (v) => (input.pricing.priceVisible = v),
          t('studio.form.priceVisible'),
        )}
        {check(
          'pricing.taxApplicable',
          input.pricing.taxApplicable,
          (v) => (input.pricing.taxApplicable = v),
          t('studio.form.taxApplicable'),
        )}
        {input.pricing.taxApplicable &&
          number(
            'pricing.taxRate',
            input.pricing.taxRate,
            (v) => (input.pricing.taxRate = v),
            t('studio.form.taxRate'),
          )}
        {input.variants.length === 0 && input.packages.length === 0 && (
          <Field
            store={store}
            path="inventoryTotal"
            label={t('studio.form.stockTotal')}
            help={draft.itemId ? t('studio.form.stockElsewhere') : undefined}
          >
            {(props) => (
              <input
                {...props}
                className="ow-input"
                readOnly={draft.itemId !== null}
                inputMode="numeric"
                value={shown(input.inventoryTotal)}
                onChange={(event) =>
                  store.change('inventoryTotal', () => (input.inventoryTotal = typedOrNull(event.target.value)))
                }
              />
            )}
          </Field>
        )}
      </fieldset>
      {input.itemType === 'product' ? <VariantsEditor store={store} /> : <PackagesEditor store={store} />}
      {input.itemType === 'product' && (
        <fieldset className="ow-studio-group">
          <legend>{t('studio.form.shipping')}</legend>
          {check(
            'shipping.available',
            input.shipping.available,
            (v) => (input.shipping.available = v),
            t('studio.form.shippingAvailable'),
          )}
          {number(
            'shipping.weight',
            input.shipping.weight,
            (v) => (input.shipping.weight = v),
            t('studio.form.weight'),
          )}
          {store.data?.dispatchPoints.map((point) => (
            <div key={point._id}>
              {check(
                'dispatchPointIds',
                input.dispatchPointIds.includes(point._id),
                (on) =>
                  (input.dispatchPointIds = on
                    ? [...input.dispatchPointIds, point._id]
                    : input.dispatchPointIds.filter((id) => id !== point._id)),
                t('studio.form.dispatchFrom', { name: point.name, city: point.city }),
              )}
            </div>
          ))}
          {(['length', 'width', 'height'] as const).map((side) => (
            <div key={side}>
              {number(
                `shipping.dimensions.${side}`,
                input.shipping.dimensions[side],
                (v) => (input.shipping.dimensions[side] = v),
                t(`studio.form.${side}`),
              )}
            </div>
          ))}
        </fieldset>
      )}
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
        {check('hidden', input.hidden, (v) => (input.hidden = v), t('studio.form.hidden'))}
      </fieldset>
      <FailureText ns="studio" failure={store.saveFailure?.fields.length ? null : store.saveFailure} />
      <div className="ow-studio-actions">
        <button
          type="submit"
          className="ow-button ow-button--primary"
          disabled={store.saving}
          aria-busy={store.saving || undefined}
        >
          {store.saving ? t('studio.form.saving') : t('studio.form.save')}
        </button>
        <button type="button" className="ow-button ow-button--quiet" onClick={() => store.closeForm()}>
          {t('studio.form.cancel')}
        </button>
      </div>
      {draft.itemId && (
        <ActivityPanel api={store.api} subject="item" subjectId={draft.itemId} changed={draft.version} />
      )}
    </form>
  )
})

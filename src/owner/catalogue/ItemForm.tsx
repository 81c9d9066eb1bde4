import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import { ActivityPanel } from '../activity/ActivityPanel'
import type { ItemFormStore } from './item-form-store'
import { BasicsFields, ButtonFields, PricesFields, ShippingFields } from './ItemFields'
import { PackagesEditor, VariantsEditor } from './OptionEditors'

/**
 * The item form: every field the widget shows, each error beside its field; a 409 shows the other owner's version
 * with the fields that differ marked. Focus starts on the name, and goes to the first field in error after a refused
 * save.
 */
export const ItemForm = observer(function ItemForm({ store }: { store: ItemFormStore }) {
  const t = useOwnerT()
  const titleId = useId()
  const form = useRef<HTMLFormElement>(null)
  const draft = store.draft!
  const { input } = draft
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus()
  }, [draft.itemId])
  const submit = async () => {
    if (await store.submit()) return
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }
  const busy = store.save.busy
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
      <BasicsFields store={store} />
      <PricesFields store={store} />
      {input.itemType === 'product' ? <VariantsEditor store={store} /> : <PackagesEditor store={store} />}
      {input.itemType === 'product' && <ShippingFields store={store} />}
      <ButtonFields store={store} />
      <FailureText ns="studio" failure={store.failure} />
      <div className="ow-studio-actions">
        <button type="submit" className="ow-button ow-button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('studio.form.saving') : t('studio.form.save')}
        </button>
        <button type="button" className="ow-button ow-button--quiet" onClick={() => store.close()}>
          {t('studio.form.cancel')}
        </button>
      </div>
      {draft.itemId && (
        <ActivityPanel api={store.api} subject="item" subjectId={draft.itemId} changed={draft.version} />
      )}
    </form>
  )
})

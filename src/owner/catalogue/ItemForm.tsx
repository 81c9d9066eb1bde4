import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { useOwnerT } from '../i18n'
import { CopyLinkRow } from '../panel-kit/CopyLinkRow'
import { FailureText } from '../panel-kit/FailureText'
import { ActivityPanel } from '../activity/ActivityPanel'
import type { ItemFormStore } from './item-form-store'
import { ImagesField } from './ImagesField'
import { NameFields, PriceField } from './ItemFields'
import { MoreDetails } from './MoreDetails'
import { PackagesEditor, VariantsEditor } from './OptionEditors'
import { Form } from '../../ui/Form'

type Props = { store: ItemFormStore }

/**
 * The item form, one phone screen for a quick add: the photo, the name, the price and the sizes (a product's
 * variants, a service's packages); the rest behind 'More details'. Each error is beside its field; a 409 shows the
 * other owner's version with the fields that differ marked. Focus starts on the name, and goes to the first field in
 * error after a refused save.
 */
export const ItemForm = observer(function ItemForm({ store }: Props) {
  const t = useOwnerT()
  const titleId = useId()
  const form = useRef<HTMLFormElement>(null)
  const draft = store.draft!
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input:not([type="file"])')?.focus()
  }, [draft.itemId])
  const submit = async () => {
    if (await store.submit()) return
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }
  return (
    <Form
      ref={form}
      className="ow-panel ow-studio-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={() => void submit()}
    >
      <h2 id={titleId} className="ow-heading">
        {draft.itemId ? t('studio.form.editTitle', { name: draft.input.name }) : t('studio.form.newTitle')}
      </h2>
      {store.conflict && (
        <p className="ow-studio-conflict" role="alert">
          {t('studio.form.conflict')}
        </p>
      )}
      <PageLink store={store} />
      <QuickFields store={store} />
      <MoreDetails store={store} />
      <FailureText ns="studio" failure={store.failure} />
      <FormActions store={store} />
      {draft.itemId && (
        <ActivityPanel api={store.api} subject="item" subjectId={draft.itemId} changed={draft.version} />
      )}
    </Form>
  )
})

/** What a quick add asks: the photo, the name (and catalogue, when there is a choice), the price, the sizes. */
const QuickFields = observer(function QuickFields({ store }: Props) {
  const product = store.draft!.input.itemType === 'product'
  return (
    <div className="ow-studio-quick">
      <ImagesField store={store} />
      <NameFields store={store} />
      <PriceField store={store} />
      {product ? <VariantsEditor store={store} /> : <PackagesEditor store={store} />}
    </div>
  )
})

/** A stored item's page on the site: its address with 'Copy link' (saying how it went), and a link opening it. */
const PageLink = observer(function PageLink({ store }: Props) {
  const t = useOwnerT()
  const link = store.pageLink
  if (!link) return null
  const texts = {
    label: t('studio.form.pageLink'),
    copy: t('studio.form.copyLink'),
    copied: t('studio.form.linkCopied'),
    copyFailed: t('studio.form.copyFailed'),
  }
  return (
    <div className="ow-studio-link">
      <CopyLinkRow link={link} copy={store.linkCopy} onCopy={() => void store.copyPageLink()} texts={texts} />
      <a href={link} target="_blank" rel="noopener noreferrer">
        {t('studio.form.openPage')}
      </a>
    </div>
  )
})

/** Save (busy while saving) and Cancel. */
const FormActions = observer(function FormActions({ store }: Props) {
  const t = useOwnerT()
  const busy = store.save.busy
  return (
    <div className="ow-studio-actions">
      <button type="submit" className="ow-button ow-button--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('studio.form.saving') : t('studio.form.save')}
      </button>
      <button type="button" className="ow-button ow-button--quiet" onClick={() => store.close()}>
        {t('studio.form.cancel')}
      </button>
    </div>
  )
})

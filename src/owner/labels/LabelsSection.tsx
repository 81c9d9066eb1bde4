import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { LABEL_COLOURS, type OwnerLabel } from '../../../contract/owner-labels'
import { Form } from '../../ui/Form'
import { useOwnerT } from '../i18n'
import { ConfirmDialog } from '../panel-kit/ConfirmDialog'
import { failureIn } from '../panel-kit/errors'
import { SaveRow } from '../panel-kit/SaveRow'
import { useListEditor } from '../panel-kit/use-list-editor'
import { LoadedSection } from '../settings/SectionFrame'
import { TextField } from '../settings/SettingsField'
import { LabelChip } from './LabelChip'
import type { LabelsStore } from './labels-store'

/**
 * Settings, Labels: the owners' own labels by name (each with its colour), one edited at a time in place of the list,
 * with Add and Delete (asked first); below, the labels Vitrine keeps by itself.
 */
export const LabelsSection = observer(function LabelsSection({ store }: { store: LabelsStore }) {
  const t = useOwnerT()
  const addRef = useListEditor(store, store.editing !== null)
  const asked = store.confirmingDelete
  return (
    <LoadedSection
      title={t('labels.title')}
      intro={t('labels.intro')}
      loading={t('labels.loading')}
      lines={3}
      request={store.request}
      failure={store.failure ?? failureIn(store.request)}
      wide
    >
      {store.editing && <LabelForm store={store} />}
      {store.request.status === 'ready' && !store.editing && (
        <>
          {store.labels.length === 0 && <p>{t('labels.none')}</p>}
          <ul className="ow-labels-list">
            {store.labels.map((label) => (
              <LabelRow key={label._id} store={store} label={label} />
            ))}
          </ul>
          <button ref={addRef} type="button" className="ow-button" onClick={() => store.edit(null)}>
            {t('labels.add')}
          </button>
          <h4>{t('labels.productTitle')}</h4>
          <p className="ow-status">{t('labels.productIntro')}</p>
          <ul className="ow-tags__chips">
            {store.all
              .filter((label) => label.product)
              .map((label) => (
                <li key={label.id}>
                  <LabelChip label={label} />
                </li>
              ))}
          </ul>
        </>
      )}
      {asked && (
        <ConfirmDialog
          title={t('labels.confirmTitle', { name: asked.name })}
          text={t('labels.confirmText')}
          confirmLabel={t('labels.confirmYes')}
          keepLabel={t('labels.confirmNo')}
          busy={false}
          onConfirm={() => void store.remove(asked)}
          onKeep={() => store.askDelete(null)}
        />
      )}
    </LoadedSection>
  )
})

const LabelRow = observer(function LabelRow({ store, label }: { store: LabelsStore; label: OwnerLabel }) {
  const t = useOwnerT()
  return (
    <li className="ow-labels-list__item">
      <LabelChip label={{ id: label._id, name: label.name, colour: label.colour, product: false }} />
      <div className="ow-actions">
        <button
          type="button"
          className="ow-button"
          aria-label={t('labels.edit', { name: label.name })}
          onClick={() => store.edit(label)}
        >
          {t('labels.editShort')}
        </button>
        <button
          type="button"
          className="ow-button ow-button--danger-outline"
          aria-label={t('labels.delete', { name: label.name })}
          onClick={() => store.askDelete(label)}
        >
          {t('labels.deleteShort')}
        </button>
      </div>
    </li>
  )
})

const LabelForm = observer(function LabelForm({ store }: { store: LabelsStore }) {
  const t = useOwnerT()
  const id = useId()
  const form = store.editing!
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])
  return (
    <Form aria-labelledby={`${id}-title`} onSubmit={() => void store.save()}>
      <h4 id={`${id}-title`}>{form._id ? t('labels.formTitleEdit', { name: form.name }) : t('labels.formTitleNew')}</h4>
      <TextField
        id={`${id}-name`}
        label={t('labels.name')}
        hint={t('labels.nameHint')}
        error={store.label.fieldError('name')}
        ref={first}
        maxLength={30}
        value={form.name}
        onValue={(value) => store.setName(value)}
      />
      <fieldset className="ow-label-colours">
        <legend>{t('labels.colour')}</legend>
        {LABEL_COLOURS.map((colour) => (
          <label key={colour}>
            <input
              type="radio"
              name={`${id}-colour`}
              value={colour}
              checked={form.colour === colour}
              onChange={() => store.setColour(colour)}
            />
            <LabelChip label={{ id: colour, name: t(`labels.colours.${colour}`), colour, product: false }} />
          </label>
        ))}
      </fieldset>
      <SaveRow form={store.label} label={t('labels.save')}>
        <button type="button" className="ow-button" onClick={() => store.cancel()}>
          {t('labels.cancel')}
        </button>
      </SaveRow>
    </Form>
  )
})

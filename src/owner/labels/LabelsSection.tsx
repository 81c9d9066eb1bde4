import { observer } from 'mobx-react-lite'
import { LABEL_COLOURS, type OwnerLabel } from '../../../contract/owner-labels'
import { useOwnerT } from '../i18n'
import { EditDeleteActions } from '../panel-kit/EditDeleteActions'
import { ListEditorForm } from '../panel-kit/ListEditorForm'
import { ListEditorSection } from '../settings/ListEditorSection'
import { TextField } from '../settings/SettingsField'
import { LabelChip } from './LabelChip'
import type { LabelsStore } from './labels-store'

/**
 * Settings, Labels: the owners' own labels by name (each with its colour), one edited at a time in place of the list,
 * with Add and Delete (asked first); below, the labels Vitrine keeps by itself.
 */
export const LabelsSection = observer(function LabelsSection({ store }: { store: LabelsStore }) {
  return (
    <ListEditorSection
      store={store}
      words="labels"
      named={(label) => ({ name: label.name })}
      items={store.labels}
      listClass="ow-labels-list"
      row={(label) => <LabelRow key={label._id} store={store} label={label} />}
      form={() => <LabelForm store={store} />}
      after={<ProductLabels store={store} />}
    />
  )
})

/** The labels Vitrine keeps by itself. */
const ProductLabels = observer(function ProductLabels({ store }: { store: LabelsStore }) {
  const t = useOwnerT()
  return (
    <>
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
  )
})

const LabelRow = observer(function LabelRow({ store, label }: { store: LabelsStore; label: OwnerLabel }) {
  const t = useOwnerT()
  return (
    <li className="ow-labels-list__item">
      <LabelChip label={{ id: label._id, name: label.name, colour: label.colour, product: false }} />
      <EditDeleteActions
        names={{ edit: t('labels.edit', { name: label.name }), delete: t('labels.delete', { name: label.name }) }}
        texts={{ edit: t('labels.editShort'), delete: t('labels.deleteShort') }}
        onEdit={() => store.edit(label)}
        onDelete={() => store.askDelete(label)}
      />
    </li>
  )
})

const LabelForm = observer(function LabelForm({ store }: { store: LabelsStore }) {
  const t = useOwnerT()
  const form = store.editing!
  return (
    <ListEditorForm store={store} form={store.label} words="labels" named={form._id ? { name: form.name } : null}>
      {(id) => (
        <>
          <TextField
            id={`${id}-name`}
            label={t('labels.name')}
            hint={t('labels.nameHint')}
            error={store.label.fieldError('name')}
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
        </>
      )}
    </ListEditorForm>
  )
})

import { observer } from 'mobx-react-lite'
import type { CatalogueRef } from '../../../registry/section-schema'
import { useOwnerT } from '../../i18n'
import { useEditorServices } from '../editor-context'

/**
 * A catalogue field's input: one of the shop's items or categories (`of`), by name, stored as its id. An id the
 * catalogue no longer has stays selected, named as such, so the owner sees it and picks another.
 */
export const CataloguePicker = observer(function CataloguePicker({
  of,
  value,
  onPick,
  ...input
}: {
  id: string
  of: CatalogueRef
  value: string
  onPick: (id: string) => void
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  'aria-required'?: boolean
}) {
  const t = useOwnerT()
  const services = useEditorServices()
  const choices = of === 'item' ? services.items : services.categories
  const known = value === '' || choices.some((choice) => choice.id === value)
  return (
    <select {...input} className="ow-editor__input" value={value} onChange={(event) => onPick(event.target.value)}>
      <option value="">{t('website.editor.none')}</option>
      {!known && <option value={value}>{t('website.editor.unknownRef', { id: value })}</option>}
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </select>
  )
})

/**
 * A list row's Edit and Delete buttons: short words on screen, each named in full for a screen reader (`Edit quick
 * reply /hello`); Delete looks dangerous and is asked first by the caller.
 *
 * @example
 * <EditDeleteActions names={{ edit: t('labels.edit', { name }), delete: t('labels.delete', { name }) }}
 *   texts={{ edit: t('labels.editShort'), delete: t('labels.deleteShort') }} onEdit={edit} onDelete={ask} />
 */
export function EditDeleteActions(props: {
  names: { edit: string; delete: string }
  texts: { edit: string; delete: string }
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <div className="ow-actions">
      <button type="button" className="ow-button" aria-label={props.names.edit} onClick={props.onEdit}>
        {props.texts.edit}
      </button>
      <button
        type="button"
        className="ow-button ow-button--danger-outline"
        aria-label={props.names.delete}
        onClick={props.onDelete}
      >
        {props.texts.delete}
      </button>
    </div>
  )
}

import './item.css'

/**
 * The × that removes an item from a list (a cart line, an item of a direct buy or an enquiry), named `label`.
 *
 * @example
 * <RemoveButton label={t('remove', { name: line.name })} onClick={() => void cart.remove(lineKey)} />
 */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="vw-item__remove" aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  )
}

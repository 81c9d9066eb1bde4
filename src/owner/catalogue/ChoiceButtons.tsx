/**
 * A row of buttons of which one is chosen (`aria-pressed`): the Catalogue tab's views, the Stock view's filters.
 *
 * @example
 * <ChoiceButtons label={t('studio.views')} options={['items', 'stock']} chosen={view} choose={setView}
 *   labelOf={(view) => t(`studio.${view}`)} />
 */
export function ChoiceButtons<V extends string>(props: {
  label: string
  options: readonly V[]
  chosen: V
  choose: (value: V) => void
  labelOf: (value: V) => string
}) {
  return (
    <div className="ow-segmented" role="group" aria-label={props.label}>
      {props.options.map((value) => (
        <button
          key={value}
          type="button"
          className="ow-segmented__option"
          aria-pressed={props.chosen === value}
          onClick={() => props.choose(value)}
        >
          {props.labelOf(value)}
        </button>
      ))}
    </div>
  )
}

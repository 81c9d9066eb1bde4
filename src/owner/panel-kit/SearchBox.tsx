import { useId } from 'react'
import { Form } from '../../ui/Form'

/**
 * An owner list's search box: a `search` landmark with a labelled search field. `onSubmit` (Enter) runs the search at
 * once where typing waits; without it Enter does nothing.
 *
 * @example
 * <SearchBox label={t('ordersView.search')} placeholder="Order number" value={store.search} onChange={setSearch} />
 */
export function SearchBox(props: {
  label: string
  placeholder: string
  value: string
  onChange(value: string): void
  onSubmit?(): void
}) {
  const id = useId()
  return (
    <Form role="search" className="ow-search" onSubmit={() => props.onSubmit?.()}>
      <label className="visually-hidden" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="ow-input ow-search__input"
        type="search"
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Form>
  )
}

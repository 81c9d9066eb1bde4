import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { TranslateValues } from '../../client/i18n-keys'
import type { Loadable } from '../../client/store/loadable'
import { useOwnerT } from '../i18n'
import { ConfirmDialog } from '../panel-kit/ConfirmDialog'
import { failureIn, type Failure } from '../panel-kit/errors'
import { useListEditor } from '../panel-kit/use-list-editor'
import { LoadedSection } from './SectionFrame'

/** What a list edited one entry at a time keeps: its request, the entry being edited, the one asked to delete. */
export interface ListEditorStore<Item> {
  readonly request: Loadable
  readonly editing: object | null
  readonly confirmingDelete: Item | null
  /** A delete that failed. */
  readonly failure: Failure | null
  load(): unknown
  edit(item: null): void
  askDelete(item: null): void
  remove(item: Item): Promise<void>
}

/**
 * The owner namespaces whose words such a section shows: `<ns>.title`, `.intro`, `.loading`, `.none`, `.add`,
 * `.confirmTitle` (with the values of the entry asked about), `.confirmText`, `.confirmYes` and `.confirmNo`.
 */
export type ListEditorWords = 'labels' | 'quickReplies' | 'discounts' | 'webhooks'

/**
 * A Settings section of records edited one at a time in place of the list (quick replies, labels, discount codes,
 * webhooks): the list with Add, the form while one is edited (focus back on Add when it closes), and Delete asked
 * first.
 *
 * @example
 * <ListEditorSection store={store} words="labels" named={(label) => ({ name: label.name })} items={store.labels}
 *   listClass="ow-labels-list" row={(label) => <LabelRow key={label._id} … />}
 *   form={() => <LabelForm store={store} />} />
 */
function ListEditorSectionView<Item>(props: {
  store: ListEditorStore<Item>
  words: ListEditorWords
  /** The values `<words>.confirmTitle` names the entry asked about with. */
  named: (item: Item) => TranslateValues
  items: readonly Item[]
  listClass: string
  row: (item: Item) => ReactNode
  form: () => ReactNode
  /** Shown under Add (e.g. what the product keeps by itself). */
  after?: ReactNode
  className?: string
}) {
  const { store, words } = props
  const t = useOwnerT()
  const addRef = useListEditor(store, store.editing !== null)
  const asked = store.confirmingDelete
  return (
    <LoadedSection
      title={t(`${words}.title`)}
      intro={t(`${words}.intro`)}
      loading={t(`${words}.loading`)}
      lines={3}
      request={store.request}
      failure={store.failure ?? failureIn(store.request)}
      wide
      className={props.className}
    >
      {store.editing && props.form()}
      {store.request.status === 'ready' && !store.editing && (
        <>
          {props.items.length === 0 && <p>{t(`${words}.none`)}</p>}
          <ul className={props.listClass}>{props.items.map(props.row)}</ul>
          <button ref={addRef} type="button" className="ow-button" onClick={() => store.edit(null)}>
            {t(`${words}.add`)}
          </button>
          {props.after}
        </>
      )}
      {asked !== null && (
        <ConfirmDialog
          title={t(`${words}.confirmTitle`, props.named(asked))}
          text={t(`${words}.confirmText`)}
          confirmLabel={t(`${words}.confirmYes`)}
          keepLabel={t(`${words}.confirmNo`)}
          busy={false}
          onConfirm={() => void store.remove(asked)}
          onKeep={() => store.askDelete(null)}
        />
      )}
    </LoadedSection>
  )
}

export const ListEditorSection = observer(ListEditorSectionView) as typeof ListEditorSectionView

import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import type { TranslateValues } from '../../client/i18n-keys'
import { Form } from '../../ui/Form'
import { useOwnerT } from '../i18n'
import { SaveRow } from './SaveRow'
import type { SectionForm } from './section-form'

/** The owner namespaces with `<ns>.formTitleNew`, `.formTitleEdit` (with `named`), `.save` and `.cancel`. */
export type ListEditorFormWords = 'labels' | 'quickReplies' | 'discounts' | 'webhooks' | 'settings.delivery'

/**
 * The form of one entry of a list edited in place (a label, a quick reply, a discount code, a webhook, a dispatch
 * point): named by its heading (`named` holds the values of the entry edited, null for a new one), the keyboard on its
 * first field when it opens (refused: the save row takes it to the first field to fix), Save and Cancel below. The
 * fields come from `children`, given the form's id to build their own ids from. An observer: the fields follow the
 * store they read.
 *
 * @example
 * <ListEditorForm store={store} form={store.label} words="labels" named={form._id ? { name: form.name } : null}>
 *   {(id) => <TextField id={`${id}-name`} … />}
 * </ListEditorForm>
 */
export const ListEditorForm = observer(function ListEditorForm(props: {
  store: { save(): unknown; cancel(): void }
  form: SectionForm<object>
  words: ListEditorFormWords
  named: TranslateValues | null
  className?: string
  children: (id: string) => ReactNode
}) {
  const { store, words, named } = props
  const t = useOwnerT()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [])
  return (
    <Form
      ref={formRef}
      className={props.className}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={() => void store.save()}
    >
      <h4 id={`${id}-title`}>{named ? t(`${words}.formTitleEdit`, named) : t(`${words}.formTitleNew`)}</h4>
      {props.children(id)}
      <SaveRow form={props.form} label={t(`${words}.save`)}>
        <button type="button" className="ow-button" onClick={() => store.cancel()}>
          {t(`${words}.cancel`)}
        </button>
      </SaveRow>
    </Form>
  )
})

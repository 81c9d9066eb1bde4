import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useOwnerT } from '../../i18n'
import { failureIn, failureOf } from '../../panel-kit/errors'
import { FailureText } from '../../panel-kit/FailureText'
import { formatDateTime } from '../../panel-kit/format'
import type { CustomerNotesStore } from '../customer-notes-store'

/**
 * The owners' private notes on the customer, marked as such: who wrote each and when, Delete, and a box to add one.
 * The customer never sees them.
 */
export const CustomerNotes = observer(function CustomerNotes({
  store,
  customerId,
}: {
  store: CustomerNotesStore
  customerId: string
}) {
  const t = useOwnerT()
  const id = useId()
  useEffect(() => {
    void store.load(customerId)
  }, [store, customerId])
  const addFailure = store.adding.error ? failureOf(store.adding.error) : null
  return (
    <section className="ow-context__section ow-notes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ow-subheading">
        {t('context.notes.title')}
      </h3>
      <p className="ow-muted">{t('context.notes.private')}</p>
      <FailureText ns="context" failure={store.failure ?? failureIn(store.request)} />
      {store.notes.length > 0 && (
        <ul className="ow-stack">
          {store.notes.map((note) => (
            <li key={note._id} className="ow-card ow-notes__note">
              <p className="ow-notes__text">{note.text}</p>
              <p className="ow-muted">
                {t('context.notes.by', { author: note.author, time: formatDateTime(note.createdAt) })}
              </p>
              <button
                type="button"
                className="ow-button ow-button--quiet"
                aria-label={t('context.notes.deleteOf', { time: formatDateTime(note.createdAt) })}
                onClick={() => void store.remove(note)}
              >
                {t('context.notes.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="ow-notes__form"
        onSubmit={(event) => {
          event.preventDefault()
          void store.add()
        }}
      >
        <label htmlFor={`${id}-new`} className="ow-editor__label">
          {t('context.notes.new')}
        </label>
        <textarea
          id={`${id}-new`}
          className="ow-editor__input"
          rows={2}
          value={store.draft}
          onChange={(event) => store.setDraft(event.target.value)}
        />
        <FailureText ns="context" failure={addFailure} />
        <button type="submit" className="ow-button" disabled={store.adding.busy || store.draft.trim() === ''}>
          {t('context.notes.add')}
        </button>
      </form>
    </section>
  )
})

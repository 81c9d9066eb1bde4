import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import { ItemChoiceEditor } from '../../../widget/ui/item/ItemChoiceEditor'
import { PanelHeader } from '../../../widget/ui/PanelHeader'
import { PanelLoadState } from '../../../widget/ui/PanelLoadState'
import { EnquiryStore } from '../enquiry-store'
import { VisitorFields } from './VisitorFields'
import '../../../widget/ui/panel.css'
import '../enquiry.css'

/**
 * The `send-enquiry-request` chat state (docs/product.md, 'Screens and routes'): the stored items, a note and
 * Send (disabled with no items). Signed out (visitors send enquiries),
 * the visitor leaves a name and phone and sends without signing in, or signs
 * in to chat (the panel comes back after it).
 */
export const EnquiryPanel = observer(function EnquiryPanel() {
  const engine = useEngine()
  const [store] = useState(() => new EnquiryStore(engine))
  const t = useWidgetT('enquiry')
  const id = useId()
  const noteId = useId()
  useEffect(() => {
    void store.open()
    return () => store.dispose()
  }, [store])
  const signedIn = engine.isLoggedIn
  return (
    <section className="vw-view" aria-labelledby={id}>
      <PanelHeader id={id} title={t('title')} />
      <p className="vw-view__note">{t('intro')}</p>
      <PanelLoadState
        loading={store.reading.status === 'loading'}
        error={store.error}
        loadingText={t('loading')}
        onRetry={() => void store.open()}
      />
      {store.reading.status === 'ready' && store.lines.length === 0 && <p className="vw-view__empty">{t('empty')}</p>}
      {store.lines.length > 0 && (
        <ul className="vw-view__list">
          {store.lines.map((line) => (
            <li key={`${line.choice.item._id}:${line.withPrice}`}>
              <ItemChoiceEditor
                choice={line.choice}
                showPrice={line.withPrice && line.choice.priceVisible}
                onRemove={() => store.remove(line)}
                removeLabel={t('remove', { name: line.choice.item.name })}
              />
            </li>
          ))}
        </ul>
      )}
      <label className="vw-enquiry__label" htmlFor={noteId}>
        {t('noteLabel')}
      </label>
      <textarea
        id={noteId}
        className="vw-input vw-enquiry__note"
        rows={3}
        placeholder={t('notePlaceholder')}
        value={store.note}
        onChange={(event) => store.setNote(event.target.value)}
      />
      {!signedIn && <VisitorFields visitor={store.visitor} />}
      <div className="vw-view__actions">
        {signedIn ? (
          <button
            type="button"
            className="vw-view__primary"
            disabled={!store.canSend}
            onClick={() => void store.send()}
          >
            {t('send')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="vw-view__primary"
              disabled={!store.canSend}
              aria-busy={store.sending.busy || undefined}
              onClick={() => void store.sendAsVisitor()}
            >
              {t('visitor.send')}
            </button>
            <button
              type="button"
              className="vw-view__secondary"
              onClick={() => engine.loginFor('send_enquiry_request')}
            >
              {t('visitor.signIn')}
            </button>
          </>
        )}
        <button type="button" className="vw-view__secondary" onClick={() => store.close()}>
          {t('cancel')}
        </button>
      </div>
    </section>
  )
})

import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import { ItemChoiceEditor } from '../../catalogue/components/ItemChoiceEditor'
import { PanelLoadState } from '../../catalogue/components/PanelLoadState'
import { EnquiryStore } from '../enquiry-store'
import '../../cart/cart.css'

/**
 * The `send-enquiry-request` chat state (§2): the stored items, a note and
 * Send (disabled with no items). Signed out, the button leads to sign-in and
 * the panel comes back after it.
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
    <section className="vw-cart" aria-labelledby={id}>
      <header className="vw-cart__header">
        <h2 id={id} className="vw-cart__title">
          {t('title')}
        </h2>
      </header>
      <p className="vw-cart__note">{t('intro')}</p>
      <PanelLoadState
        loading={store.status === 'loading'}
        error={store.status === 'failed' ? store.error : null}
        loadingText={t('loading')}
        retryText={t('retry')}
        onRetry={() => void store.open()}
      />
      {store.status === 'ready' && store.lines.length === 0 && <p className="vw-cart__no-match">{t('empty')}</p>}
      {store.lines.length > 0 && (
        <ul className="vw-cart__lines">
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
      <textarea id={noteId} className="vw-enquiry__note" rows={3} placeholder={t('notePlaceholder')} value={store.note} onChange={(event) => store.setNote(event.target.value)} />
      <div className="vw-cart__checkout">
        {signedIn ? (
          <button type="button" className="vw-cart__primary" disabled={!store.canSend} onClick={() => void store.send()}>
            {t('send')}
          </button>
        ) : (
          <button type="button" className="vw-cart__primary" disabled={store.lines.length === 0} onClick={() => engine.loginFor('send_enquiry_request')}>
            {t('login')}
          </button>
        )}
        <button type="button" className="vw-cart__secondary" onClick={() => store.close()}>
          {t('cancel')}
        </button>
      </div>
    </section>
  )
})

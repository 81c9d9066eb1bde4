import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { formatRupees } from '../../ui/money'
import { useOwnerT } from '../i18n'
import type { DraftLine } from './quote-draft'
import type { QuotesStore } from './quotes-store'
import './quotes.css'
import { Form } from '../../ui/Form'
import { DialogActions } from '../panel-kit/DialogActions'

/**
 * The Send quote form, a modal dialog over the conversation (a full-width
 * sheet on a phone): lines (item or service, quantity, price per unit),
 * a note and the last day, the total as typed. Focus starts on the first
 * empty price (the enquiry gave the names); Escape cancels, and focus goes
 * back to Send quote.
 */
export const QuoteForm = observer(function QuoteForm({ store, name }: { store: QuotesStore; name: string }) {
  const t = useOwnerT()
  const id = useId()
  const dialog = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const form = dialog.current
    const first = form?.querySelector<HTMLInputElement>('input[data-price=""]') ?? form?.querySelector('input')
    first?.focus()
    return () => before?.focus()
  }, [])
  return (
    <div className="ow-dialog__backdrop">
      <Form
        ref={dialog}
        className="ow-dialog ow-quote-form"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') store.close()
        }}
        onSubmit={() => void store.send()}
      >
        <h2 id={`${id}-title`} className="ow-dialog__title">
          {t('quotes.title', { name })}
        </h2>
        <p className="ow-muted">{t('quotes.intro')}</p>
        <ol className="ow-quote-form__lines">
          {store.lines.map((line, index) => (
            <QuoteLineFields key={line.key} store={store} line={line} number={index + 1} />
          ))}
        </ol>
        <button type="button" className="ow-button ow-button--quiet" onClick={() => store.addLine()}>
          {t('quotes.add')}
        </button>
        <label className="ow-quote-form__field">
          <span>{t('quotes.note')}</span>
          <textarea
            value={store.note}
            maxLength={1000}
            rows={2}
            onChange={(event) => store.setNote(event.target.value)}
          />
        </label>
        <label className="ow-quote-form__field">
          <span>{t('quotes.validUntil')}</span>
          <input
            type="date"
            min={store.today}
            value={store.validUntil}
            required
            onChange={(event) => store.setValidUntil(event.target.value)}
          />
        </label>
        <p className="ow-quote-form__total" aria-live="polite">
          {t('quotes.total', { total: formatRupees(store.total) })}
        </p>
        {store.error && (
          <p className="ow-error" role="alert">
            {store.error}
          </p>
        )}
        <DialogActions
          keepLabel={t('quotes.cancel')}
          onKeep={() => store.close()}
          confirmLabel={store.sending.busy ? t('quotes.sending') : t('quotes.submit')}
          tone="primary"
          busy={store.sending.busy}
          disabled={!store.canSend}
        />
      </Form>
    </div>
  )
})

/** One line of the quote: its name, quantity and price per unit, and Remove while there are others. */
const QuoteLineFields = observer(function QuoteLineFields({
  store,
  line,
  number,
}: {
  store: QuotesStore
  line: DraftLine
  number: number
}) {
  const t = useOwnerT()
  return (
    <li className="ow-quote-form__line">
      <fieldset>
        <legend>{t('quotes.line', { number })}</legend>
        <label>
          <span>{t('quotes.name')}</span>
          <input
            value={line.name}
            maxLength={160}
            required
            onChange={(event) => store.editLine(line.key, { name: event.target.value })}
          />
        </label>
        <div className="ow-quote-form__numbers">
          <label>
            <span>{t('quotes.quantity')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={line.quantity}
              required
              onChange={(event) => store.editLine(line.key, { quantity: event.target.value })}
            />
          </label>
          <label>
            <span>{t('quotes.unitPrice')}</span>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={line.unitPrice}
              data-price={line.unitPrice}
              required
              onChange={(event) => store.editLine(line.key, { unitPrice: event.target.value })}
            />
          </label>
        </div>
        {store.lines.length > 1 && (
          <button type="button" className="ow-button ow-button--quiet" onClick={() => store.removeLine(line.key)}>
            {t('quotes.remove', { number })}
          </button>
        )}
      </fieldset>
    </li>
  )
})

export default QuoteForm

import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { MAX_OFFER_TEXT } from '../../../contract/offers'
import { Form } from '../../ui/Form'
import { photoAttributes } from '../../ui/photo-attributes'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import { PhotoPickButton } from '../panel-kit/PhotoPickButton'
import { failureIn } from '../panel-kit/errors'
import { formatDateTime } from '../panel-kit/format'
import { SaveRow } from '../panel-kit/SaveRow'
import { useLoad } from '../panel-kit/use-load'
import { LoadedSection } from '../settings/SectionFrame'
import type { OffersStore } from './offers-store'
import './offers.css'

/**
 * Settings, Offers: how many customers get offers, the form of a new offer (its words, a photo, an item, a discount
 * code) or when the next may go (one a week), and the offers sent with how many received, opened and ordered.
 *
 * @example
 * <OffersSection store={app.panels.settings.offers} />
 */
export const OffersSection = observer(function OffersSection({ store }: { store: OffersStore }) {
  const t = useOwnerT()
  useLoad(store)
  return (
    <LoadedSection
      title={t('offersView.title')}
      intro={t('offersView.intro')}
      loading={t('offersView.loading')}
      request={store.request}
      wide
    >
      {store.request.status === 'ready' && (
        <>
          <p aria-live="polite">{t('offersView.optedIn', { count: store.optedIn })}</p>
          {store.nextOfferAt ? (
            <p className="ow-offers__limit" role="status">
              {t('offersView.limit', { date: formatDateTime(store.nextOfferAt) })}
            </p>
          ) : (
            <OfferForm store={store} />
          )}
          <SentOffers store={store} />
        </>
      )}
    </LoadedSection>
  )
})

const OfferForm = observer(function OfferForm({ store }: { store: OffersStore }) {
  const t = useOwnerT()
  const id = useId()
  const form = store.draft.form
  if (!form) return null
  const field = (name: 'text' | 'code' | 'itemId' | 'photo') => {
    const error = store.draft.fieldError(name)
    return { 'aria-invalid': error ? true : undefined, 'aria-describedby': `${id}-${name}-help`, error }
  }
  const text = field('text')
  const code = field('code')
  const item = field('itemId')
  const photo = field('photo')
  return (
    <Form noValidate onSubmit={() => void store.send()}>
      <label className="ow-form__label" htmlFor={`${id}-text`}>
        {t('offersView.text')}
      </label>
      <textarea
        id={`${id}-text`}
        className="ow-input"
        rows={3}
        maxLength={MAX_OFFER_TEXT}
        value={form.text}
        aria-invalid={text['aria-invalid']}
        aria-describedby={text['aria-describedby']}
        onChange={(event) => store.change('text', event.target.value)}
      />
      <p id={`${id}-text-help`} className="ow-form__hint">
        {text.error ?? t('offersView.textHint')}
      </p>
      <fieldset className="ow-offers__photo" aria-describedby={photo['aria-describedby']}>
        <legend className="ow-form__label">{t('offersView.photo')}</legend>
        {form.photo && (
          <>
            <img {...photoAttributes(form.photo, '96px')} alt={t('offersView.photoAlt')} width={96} height={96} />
            <button type="button" className="ow-button ow-button--quiet" onClick={() => store.change('photo', '')}>
              {t('offersView.removePhoto')}
            </button>
          </>
        )}
        <PhotoPickButton
          label={t('offersView.addPhoto')}
          busyLabel={t('offersView.uploading')}
          busy={store.upload.busy}
          onFile={(file) => void store.addPhoto(file)}
        />
        <p id={`${id}-photo-help`} className="ow-form__hint">
          {photo.error}
        </p>
        <FailureText ns="settings" failure={failureIn(store.upload)} />
      </fieldset>
      <label className="ow-form__label" htmlFor={`${id}-item`}>
        {t('offersView.item')}
      </label>
      <select
        id={`${id}-item`}
        className="ow-input"
        value={form.itemId}
        aria-invalid={item['aria-invalid']}
        aria-describedby={item['aria-describedby']}
        onChange={(event) => store.change('itemId', event.target.value)}
      >
        <option value="">{t('offersView.noItem')}</option>
        {store.items.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      <p id={`${id}-itemId-help`} className="ow-form__hint">
        {item.error}
      </p>
      <label className="ow-form__label" htmlFor={`${id}-code`}>
        {t('offersView.code')}
      </label>
      <input
        id={`${id}-code`}
        className="ow-input"
        autoCapitalize="characters"
        value={form.code}
        aria-invalid={code['aria-invalid']}
        aria-describedby={code['aria-describedby']}
        onChange={(event) => store.change('code', event.target.value)}
      />
      <p id={`${id}-code-help`} className="ow-form__hint">
        {code.error ?? t('offersView.codeHint')}
      </p>
      <SaveRow
        form={store.draft}
        label={t('offersView.send')}
        savedLabel={t('offersView.sent')}
        disabled={store.upload.busy}
      />
    </Form>
  )
})

const SentOffers = observer(function SentOffers({ store }: { store: OffersStore }) {
  const t = useOwnerT()
  const id = useId()
  return (
    <section aria-labelledby={id} className="ow-offers__sent">
      <h4 id={id} className="ow-heading">
        {t('offersView.sentList')}
      </h4>
      <p className="ow-muted">{t('offersView.figuresHelp')}</p>
      {store.offers.length === 0 ? (
        <p>{t('offersView.none')}</p>
      ) : (
        <ul className="ow-offers__list">
          {store.offers.map((offer) => (
            <li key={offer.id} className="ow-offers__offer">
              <p className="ow-offers__text">{offer.text}</p>
              <p className="ow-muted">
                {[
                  t('offersView.sentOn', { date: formatDateTime(offer.sentAt) }),
                  offer.itemName && t('offersView.withItem', { item: offer.itemName }),
                  offer.code && t('offersView.withCode', { code: offer.code }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p>
                {t('offersView.figures', { received: offer.received, opened: offer.opened, ordered: offer.ordered })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})

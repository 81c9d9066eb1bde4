import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { OfferCard as Card } from '../../../contract/chat'
import { useEngine, useWidgetT } from '../../engine'
import { mediaUrl } from '../../ui/media-url'
import { addOfferStrings } from './offer-strings'
import { offersChoice } from './offers-choice'
import './offer-card.css'

/**
 * An owner's offer in the chat (`kind: 'offer'`): its photo, its words, the item it points to and the discount code
 * it names, and 'Unsubscribe from offers' (one tap; then 'Turn offers back on'). Drawing it on the customer's screen
 * counts the offer opened. Loaded with the first offer shown, never in the widget chunk.
 */
export const OfferCard = observer(function OfferCard({ text, card }: { text: string; card: Card }) {
  const engine = useEngine()
  addOfferStrings(engine.i18n)
  const t = useWidgetT('offers')
  const [choice] = useState(() => offersChoice(engine))
  useEffect(() => choice.opened(card.offerId), [choice, card.offerId])
  const photo = card.photo === null ? null : mediaUrl(card.photo)
  // This card's own tap is what its status line reports (the opt-in card's change is not).
  const [tapped, setTapped] = useState(false)
  const off = choice.optedIn === false
  const status = choice.saving.failed ? 'card.failed' : off ? 'card.unsubscribed' : 'card.resubscribed'
  return (
    <div className="vw-offer">
      <p className="vw-offer__label">{t('card.label')}</p>
      {photo && <img className="vw-offer__photo" src={photo} alt={t('card.photo')} loading="lazy" />}
      <p className="vw-bubble__text">{text}</p>
      {card.code && <p className="vw-offer__code">{t('card.code', { code: card.code })}</p>}
      {card.item && (
        <a className="vw-offer__item" href={new URL(card.item.path, location.origin).href} target="_top">
          {t('card.item', { item: card.item.name })}
        </a>
      )}
      <p role="status" className="vw-offer__status">
        {tapped && !choice.saving.busy ? t(status) : ''}
      </p>
      <button
        type="button"
        className="vw-offer__unsubscribe"
        disabled={choice.saving.busy}
        onClick={() => {
          setTapped(true)
          void choice.choose(off)
        }}
      >
        {off ? t('card.resubscribe') : t('card.unsubscribe')}
      </button>
    </div>
  )
})

export default OfferCard

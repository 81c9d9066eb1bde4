import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { useEngine, useWidgetT } from '../../engine'
import { addOfferStrings } from './offer-strings'
import { offersChoice } from './offers-choice'
import './offer-card.css'

/**
 * 'Get offers from {site}' in the History tab: the one place a signed-in customer turns offers on after saying 'No
 * thanks' to the opt-in (or off without waiting for an offer). The same choice as the opt-in's and the offer cards'.
 */
export const OffersSwitch = observer(function OffersSwitch() {
  const engine = useEngine()
  addOfferStrings(engine.i18n)
  const t = useWidgetT('offers')
  const [choice] = useState(() => offersChoice(engine))
  useEffect(() => void choice.load().catch(() => undefined), [choice])
  if (choice.optedIn === null) return null
  return (
    <div className="vw-offers-switch">
      <label>
        <input
          type="checkbox"
          checked={choice.optedIn}
          disabled={choice.saving.busy}
          onChange={(event) => void choice.choose(event.target.checked)}
        />
        {t('switch.label', { site: engine.site.settings.headerTitle || engine.site.subdomain })}
      </label>
      <p className="vw-offers-switch__hint" role="status">
        {choice.saving.failed ? t('card.failed') : t('switch.hint')}
      </p>
    </div>
  )
})

export default OffersSwitch

import { when } from 'mobx'
import type { ChatEngine } from '../../engine'
import { showCornerOffer, showing } from '../push-offer/offer-push'
import { offerStrings } from './offer-strings'
import { offersChoice } from './offers-choice'

/** Remembers per site that the offers' opt-in was answered on this browser: it is asked once. */
export const optInKey = (subdomain: string) => `vitrineOffersOptIn:${subdomain}`

const optInStrings = Object.fromEntries(
  Object.entries(offerStrings).map(([language, { translation }]) => [language, { translation: translation.optIn }]),
)

/**
 * 'Get offers from {site}?': the offers' opt-in, apart from notifications, asked once per site and browser of a
 * signed-in customer who wrote to the shop and is not opted in yet, after 'Get notified of replies' (if shown) is
 * closed. Accepting opts the customer in on the server; any offer's card opts them out again. Returns the stop.
 */
export function askForOffers(engine: ChatEngine): () => void {
  const key = optInKey(engine.site.subdomain)
  if (answered(key)) return () => undefined
  const ready = when(() => engine.isLoggedIn && showing.get() === 0)
  void ready
    .then(() => offersChoice(engine).load())
    .then((optedIn) => {
      if (optedIn || !engine.isLoggedIn) return
      showCornerOffer(engine, optInStrings, {
        accept: () => offersChoice(engine).choose(true),
        closed: () => remember(key),
      })
    })
    .catch(() => undefined)
  return () => ready.cancel()
}

function answered(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null
  } catch {
    return false
  }
}

function remember(key: string): void {
  try {
    localStorage.setItem(key, 'answered')
  } catch {
    // Private mode: asked again next time.
  }
}

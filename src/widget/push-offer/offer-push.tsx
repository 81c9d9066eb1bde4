import i18next from 'i18next'
import { observable, reaction, when } from 'mobx'
import { createRoot } from 'react-dom/client'
import strings from '../../../locales/en/push-offer.json'
import {
  CUSTOMER_PUSH_SUBSCRIPTION_PATH,
  CUSTOMER_PUSH_WORKER_PATH,
  PUSH_KEY_PATH,
  PushDone,
  PushKeyResponse,
} from '../../../contract/push'
import type { ChatEngine } from '../../engine'
import { browserPush } from '../../client/push/browser-push'
import { themeStyle } from '../theme'
import { PushOffer } from './PushOffer'

/** Remembers per site that the offer was answered (accepted or dismissed): it is made once. */
export const offerKey = (subdomain: string) => `vitrinePushOffer:${subdomain}`

/**
 * The customer's 'Get notified of replies' (loaded lazily with the widget's
 * continuity, never in the widget chunk): offered once per site and browser,
 * after the customer's first message or first order, when the browser can
 * show notifications and has not refused them. Accepting registers the
 * site's push worker (`/push-sw.js`, scope `/`, no fetch handler) and keeps
 * the device on the server; logging out ends the device's subscription (the
 * push service then answers 410, and the server forgets it). Returns the stop.
 */
export function offerPush(engine: ChatEngine): () => void {
  const push = browserPush('/')
  const key = offerKey(engine.site.subdomain)
  const stops: (() => void)[] = []
  if (!push.supported) return () => undefined
  // Logging out takes this device's notifications with it.
  stops.push(
    reaction(
      () => engine.isLoggedIn,
      (loggedIn) => void (!loggedIn && push.unsubscribe().catch(() => undefined)),
    ),
  )
  if (stored(key) !== null || push.permission() === 'denied') return () => stops.forEach((stop) => stop())
  const contacted = when(() => engine.isLoggedIn && engine.messages.sorted.some((message) => message.sender === 'user'))
  void contacted.then(() => show(engine, key, push)).catch(() => undefined)
  stops.push(() => contacted.cancel())
  return () => stops.forEach((stop) => stop())
}

/** The offer's strings in every language (`locales/<language>/push-offer.json`), by language. */
const offerStrings = byLanguage(
  import.meta.glob<typeof strings>('../../../locales/*/push-offer.json', { eager: true, import: 'default' }),
)

function show(engine: ChatEngine, key: string, push: ReturnType<typeof browserPush>): void {
  const accept = async (): Promise<boolean> => {
    remember(key)
    try {
      await navigator.serviceWorker.register(CUSTOMER_PUSH_WORKER_PATH, { scope: '/' })
      const { publicKey } = await engine.transport.get(PUSH_KEY_PATH, PushKeyResponse)
      const subscription = await push.subscribe(publicKey)
      if (!subscription) return false
      await engine.transport.post(CUSTOMER_PUSH_SUBSCRIPTION_PATH, subscription, PushDone)
      return true
    } catch {
      return false
    }
  }
  showCornerOffer(engine, offerStrings, { accept, closed: () => remember(key) })
}

/** Eagerly globbed locale files (`locales/<language>/<name>.json`) as i18next resources by language. */
export function byLanguage<Strings>(files: Record<string, Strings>): Record<string, { translation: Strings }> {
  return Object.fromEntries(
    Object.entries(files).map(([file, translation]) => [file.split('/').at(-2)!, { translation }]),
  )
}

/**
 * Shows a corner card (`PushOffer`: title, text, accept, 'No thanks') over the page in the widget's language, with its
 * strings from `resources` (the same keys as `push-offer.json`); `showing` is true while it is on screen. Used for
 * 'Get notified of replies' and for the offers' opt-in.
 */
export function showCornerOffer(
  engine: ChatEngine,
  resources: Record<string, { translation: typeof strings }>,
  actions: { accept(): Promise<boolean>; closed(): void },
): void {
  const i18n = i18next.createInstance()
  // In the widget's language (the offer is a chunk of its own: its few strings in every language ride with it).
  const lng = engine.i18n.language
  void i18n.init({ lng, fallbackLng: 'en', resources, initAsync: false })
  const translate = i18n.getFixedT(lng, 'translation' as never) as unknown as (key: string, values?: object) => string
  const t = (key: keyof typeof strings, values?: Record<string, string>) => translate(key, values)
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  showing.set(showing.get() + 1)
  const close = () => {
    actions.closed()
    root.unmount()
    container.remove()
    showing.set(showing.get() - 1)
  }
  const site = engine.site.settings.headerTitle || engine.site.subdomain
  // Outside the widget's root, so in a root of its own with the widget's palette and the site's colour.
  root.render(
    <div className="vw" style={themeStyle(engine.site.settings.themeColor)}>
      <PushOffer t={t} site={site} onAccept={actions.accept} onClose={close} />
    </div>,
  )
}

/** How many corner cards are on screen: one waits for the other to close. */
export const showing = observable.box(0)

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function remember(key: string): void {
  try {
    localStorage.setItem(key, 'answered')
  } catch {
    // Private mode: offered again next time.
  }
}

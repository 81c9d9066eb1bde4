import { reaction, when } from 'mobx'
import type { ChatEngine } from '../../engine'
import type { PluginLifecycle } from '../../engine/plugin'
import { safeStorage } from '../../engine/session/storage'
import { keepDrafts } from './drafts'
import { SessionState } from './session-state'
import { closeOnSwipeDown } from './swipe-down'
import { followWidgetHistory } from './widget-history'

/** The widget fills the screen (the stylesheet's phone width). */
const PHONE = '(max-width: 768px)'

/**
 * The widget's continuity, loaded lazily once it mounts (none of it is in
 * the widget chunk): the visitor finds the chat as they left it after a
 * reload or on another page of the same site (open or closed, the view, the
 * checkout, what they had typed: `SessionState`, in session storage), the
 * phone's Back button steps back inside it (`followWidgetHistory`), a swipe
 * down on its header closes it, and closing it leaves the page where it was
 * scrolled. Sign-out forgets the kept state.
 *
 * @example
 * void import('./continuity').then((continuity) => continuity.keepContinuity(engine, root, fullPage))
 */
export function keepContinuity(engine: ChatEngine, root: HTMLElement, fullPage: boolean): () => void {
  const kept = new SessionState(safeStorage(sessionStorageOrMemory()))
  const saved = kept.value
  const { ui } = engine
  const phone = typeof matchMedia === 'function' && matchMedia(PHONE).matches
  const stops: (() => void)[] = []
  if (saved.open && !ui.isOpen) ui.open()
  const history = followWidgetHistory(engine, root, fullPage)
  const view = () => ui.panel ?? engine.state
  stops.push(history.dispose, keepDrafts(root, kept, view), keepScroll(engine))
  if (phone && !fullPage) stops.push(closeOnSwipeDown(root, () => ui.close()))
  // 'Get notified of replies', offered after the first message or order: a lazy chunk of its own, fetched only once
  // the customer has written.
  const contacted = when(() => engine.isLoggedIn && engine.messages.sorted.some((message) => message.sender === 'user'))
  void contacted
    .then(() => import('../push-offer/offer-push'))
    .then((offer) => stops.push(offer.offerPush(engine)))
    // Then 'Get offers from {site}?', once the first card is closed: a chunk of its own too.
    .then(() => import('../offers/ask-for-offers'))
    .then((offers) => stops.push(offers.askForOffers(engine)))
    .catch(() => undefined)
  stops.push(() => contacted.cancel())

  const stores = () =>
    engine.registry.ordered.flatMap((plugin) => {
      const store = engine.registry.store(plugin.id) as PluginLifecycle | null
      return typeof store?.saveView === 'function' ? [{ id: plugin.id, store }] : []
    })
  let live = true
  void when(() => engine.state !== 'initial')
    .then(() => restore(engine, saved, stores()))
    .catch(() => undefined)
    .finally(() => {
      if (!live) return
      history.start()
      stops.push(
        reaction(
          () => ({
            open: !fullPage && ui.isOpen,
            panel: ui.panel,
            state: engine.registry.fillsTab(engine.state) ? engine.state : null,
            kept: Object.fromEntries(stores().map(({ id, store }) => [id, store.saveView?.() ?? null])),
          }),
          (state) => kept.update(state),
          { equals: sameJson, fireImmediately: true },
        ),
        reaction(
          () => engine.isLoggedIn,
          (signedIn) => signedIn || kept.clear(),
        ),
      )
    })
  return () => {
    live = false
    for (const stop of stops) stop()
  }
}

/**
 * Back to the view that was kept, unless the page asked for another (a deep
 * link's source, `chat=open` with a panel): a state that fills the tab, then
 * what the plugins resume (signed in: the checkout, the cart).
 */
async function restore(
  engine: ChatEngine,
  saved: SessionState['value'],
  stores: { id: string; store: PluginLifecycle }[],
): Promise<void> {
  if (engine.ui.panel || engine.registry.fillsTab(engine.state)) return
  if (saved.state && engine.registry.fillsTab(saved.state as never)) return engine.goTo(saved.state as never)
  if (!engine.isLoggedIn) return
  for (const { id, store } of stores) if (saved.kept[id] && store.restoreView) await store.restoreView(saved.kept[id])
}

/** Closing the widget leaves the page scrolled where it was when it opened. */
function keepScroll(engine: ChatEngine): () => void {
  let top = scrollY
  return reaction(
    () => engine.ui.isOpen,
    (open) => {
      if (open) top = scrollY
      else requestAnimationFrame(() => scrollY !== top && scrollTo({ top, behavior: 'instant' }))
    },
  )
}

function sessionStorageOrMemory(): Storage | { getItem(): null; setItem(): void; removeItem(): void } {
  try {
    return sessionStorage
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

import { reaction, when } from 'mobx'
import { followHistory, type HistoryHost } from '../client/history/history-steps'
import type { OwnerApp } from './stores/owner-app'

/** The marker of the owner app's entries in `history.state`. */
export const OWNER_HISTORY_KEY = 'ow'
/** The query parameter naming the open conversation (its customer id), so a reload opens it again. */
export const CONVERSATION_PARAM = 'conversation'

const PANE_DEPTH = { list: 0, conversation: 1, customer: 2 } as const

/**
 * The phone's Back button in the owner inbox: on one column, opening a
 * conversation (and the customer beside it) adds an entry to the browser
 * history, so Back goes customer → conversation → list as the app's own Back
 * buttons do, instead of leaving `/owner`; those buttons go back over the
 * entries. A screen of Settings is one entry too: Back returns to its list.
 * The URL names the open conversation (`?conversation=<customer id>`): a
 * reload, once signed in, opens it again. Returns the stop.
 *
 * @example
 * const stop = followOwnerHistory(app)
 */
export function followOwnerHistory(app: OwnerApp, host: HistoryHost = window): () => void {
  const depth = () => {
    if (app.tab === 'settings') return app.settingsNav.screen === null ? 0 : 1
    return app.tab === 'inbox' && app.columns === 1 ? PANE_DEPTH[app.pane] : 0
  }
  const stepBack = () => (app.tab === 'settings' ? app.settingsNav.back() : app.back())
  const url = () => {
    const open = app.conversation.customerId
    const shown = open !== null && app.tab === 'inbox' && (app.columns > 1 || app.pane !== 'list')
    const params = new URLSearchParams(host.location.search)
    if (shown) params.set(CONVERSATION_PARAM, open)
    else params.delete(CONVERSATION_PARAM)
    const query = params.toString()
    return `${host.location.pathname}${query ? `?${query}` : ''}${host.location.hash}`
  }
  const steps = followHistory(host, { key: OWNER_HISTORY_KEY, depth, stepBack, url })
  let stop = () => steps.dispose()
  const started = when(() => app.session.status !== 'checking')
  void started.then(() => {
    const asked = new URLSearchParams(host.location.search).get(CONVERSATION_PARAM)
    if (asked && app.session.status === 'signedIn') app.openConversation(asked)
    const follow = reaction(
      () => [depth(), url()],
      () => steps.sync(),
      { fireImmediately: true },
    )
    stop = () => {
      follow()
      steps.dispose()
    }
  })
  return () => {
    started.cancel()
    stop()
  }
}

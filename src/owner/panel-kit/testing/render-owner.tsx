import { render, type RenderResult } from '@testing-library/react'
import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { FakeTransport, type FakeRoutes } from '../../../client/testing/fake-transport'
import { type OwnerHttpClient, ownerHttpClient } from '../../../client/http/owner-cookie-policy'
import { createOwnerI18n } from '../../i18n'
import { FakeLive } from './fake-live'

/** What a panel test drives: the fake server behind `api`, the live emitter, and the render. */
export interface OwnerHarness {
  server: FakeTransport
  api: OwnerHttpClient
  live: FakeLive
  view: RenderResult
  /** The owner's i18next instance the panel renders under (English; `applyOwnerLanguage` switches it). */
  i18n: I18n
}

/**
 * Renders `panel(api, live)` under the owner's i18n, with a real owner `HttpClient`
 * whose `fetch` is a `FakeTransport` answering `routes` (every request is
 * recorded in `server.calls`). Test code only.
 *
 * @example
 * const { server, live } = renderOwnerPanel({ [`GET ${OWNER_LEADS_PATH}`]: { body: leadsAnswer } }, (api, live) => (
 *   <LeadsView api={api} live={live} />
 * ))
 */
export function renderOwnerPanel(
  routes: FakeRoutes,
  panel: (api: OwnerHttpClient, live: FakeLive) => ReactNode,
): OwnerHarness {
  const server = new FakeTransport(routes)
  const api = ownerHttpClient({ fetch: server.fetch })
  const live = new FakeLive()
  const i18n = createOwnerI18n()
  // The provider is the wrapper, so `view.rerender(panel)` keeps it (a panel's props change, its store stays).
  const view = render(panel(api, live), {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  })
  return { server, api, live, view, i18n }
}

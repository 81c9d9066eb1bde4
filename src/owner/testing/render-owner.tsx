import { render } from '@testing-library/react'
import { OwnerRoot } from '../components/OwnerRoot'
import { OwnerApp } from '../stores/owner-app'
import { FakeOwnerServer, testIdentity } from './fake-owner-server'

/**
 * The owner app on a fake server, started and rendered, with its live
 * events in the test's hands (`live.emit(...)` plays the socket). Signed in
 * as `testIdentity` unless `signedIn: false`. An empty inbox and no leads
 * unless the test says otherwise (set handlers on `server` before or after).
 */
export function renderOwner(options: { server?: FakeOwnerServer; signedIn?: boolean; isVisible?: () => boolean } = {}) {
  const server = options.server ?? new FakeOwnerServer()
  setDefaults(server, options.signedIn ?? true)
  const app = new OwnerApp({ fetch: server.fetch, isVisible: options.isVisible ?? (() => true) })
  const { live } = app
  const stop = app.start()
  const view = render(<OwnerRoot app={app} />)
  return { app, server, live, stop, ...view }
}

function setDefaults(server: FakeOwnerServer, signedIn: boolean) {
  const defaults: [method: 'GET' | 'POST', path: string, body: () => { status?: number; body: unknown }][] = [
    [
      'GET',
      '/business_website/owner/auth/me',
      () => (signedIn ? { body: testIdentity } : { status: 401, body: { message: 'Sign in first', code: 'NO_TOKEN' } }),
    ],
    [
      'GET',
      '/business_website/owner/conversations',
      () => ({
        body: { message: 'success', conversations: [], hasMore: false, nextBefore: null, unreadConversations: 0 },
      }),
    ],
    [
      'GET',
      '/business_website/owner/leads',
      () => ({ body: { message: 'success', leads: [], hasMore: false, nextBefore: null, open: 0 } }),
    ],
    [
      'POST',
      '/business_website/owner/conversations/read',
      () => ({ body: { message: 'success', readAt: new Date().toISOString() } }),
    ],
    ['POST', '/business_website/owner/typing', () => ({ body: { message: 'success' } })],
  ]
  for (const [method, path, body] of defaults) if (!server.handles(method, path)) server.on(method, path, body)
}

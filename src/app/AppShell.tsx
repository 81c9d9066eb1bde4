import { useT } from '../i18n/translator'

/**
 * What the server renders for an app the page entry loads as a chunk of its own, only on its route, then renders over
 * this shell: the owner app at `/owner` (src/owner) and the sign-up at `/start` on the platform host (src/start). A
 * title, a loading state and, for a browser without JavaScript, why nothing more comes.
 */
export function AppShell({ app }: { app: 'owner' | 'start' }) {
  const t = useT()
  return (
    <main className="owner-shell" aria-busy="true">
      <h1 className="owner-shell__title">{t(app === 'owner' ? 'owner.title' : 'start.title')}</h1>
      <p role="status">{t(app === 'owner' ? 'owner.loading' : 'start.loading')}</p>
      <noscript>
        <p>{t(app === 'owner' ? 'owner.noscript' : 'start.noscript')}</p>
      </noscript>
    </main>
  )
}

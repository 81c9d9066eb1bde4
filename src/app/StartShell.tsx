import { useT } from '../i18n/translator'

/**
 * What the server renders at `/start` on the platform host: a title, a
 * loading state and, without JavaScript, why nothing more comes. The
 * sign-up app (src/start) is a chunk of its own that the page entry loads
 * only on this route, then renders over this shell.
 */
export function StartShell() {
  const t = useT()
  return (
    <main className="owner-shell" aria-busy="true">
      <h1 className="owner-shell__title">{t('start.title')}</h1>
      <p role="status">{t('start.loading')}</p>
      <noscript>
        <p>{t('start.noscript')}</p>
      </noscript>
    </main>
  )
}

import { useT } from '../i18n/translator'

/**
 * What the server renders at `/owner`: a title, a loading state and, for a
 * browser without JavaScript, why nothing more comes. The owner app itself
 * (src/owner) is a chunk of its own that the page entry loads only on this
 * route, then renders over this shell.
 */
export function OwnerShell() {
  const t = useT()
  return (
    <main className="owner-shell" aria-busy="true">
      <h1 className="owner-shell__title">{t('owner.title')}</h1>
      <p role="status">{t('owner.loading')}</p>
      <noscript>
        <p>{t('owner.noscript')}</p>
      </noscript>
    </main>
  )
}

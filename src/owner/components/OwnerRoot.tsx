import { observer } from 'mobx-react-lite'
import { I18nextProvider } from 'react-i18next'
import { useOwnerT } from '../i18n'
import { OwnerAppContext, useOwnerApp } from '../owner-context'
import type { OwnerApp } from '../stores/owner-app'
import { OwnerLayout } from './OwnerLayout'
import { SignInScreen } from './SignInScreen'

/**
 * The owner app: its strings and root store for everything below, then the
 * screen the session calls for: a loading state while `me` is asked, the
 * sign-in, or the signed-in layout.
 *
 * @example
 * createRoot(element).render(<OwnerRoot app={app} />)
 */
export function OwnerRoot({ app }: { app: OwnerApp }) {
  return (
    <I18nextProvider i18n={app.i18n}>
      <OwnerAppContext.Provider value={app}>
        <div className="ow">
          <Screen />
        </div>
      </OwnerAppContext.Provider>
    </I18nextProvider>
  )
}

const Screen = observer(function Screen() {
  const { session } = useOwnerApp()
  const t = useOwnerT()
  if (session.status === 'signedIn') return <OwnerLayout />
  if (session.status === 'signedOut') return <SignInScreen />
  return (
    <main className="ow-center">
      {session.status === 'checking' ? (
        <p className="ow-status" role="status">
          {t('app.loading')}
        </p>
      ) : (
        <>
          <p className="ow-error" role="alert">
            {t('app.unavailable')}
          </p>
          <button type="button" className="ow-button ow-button--primary" onClick={() => void session.check()}>
            {t('app.retry')}
          </button>
        </>
      )}
    </main>
  )
})

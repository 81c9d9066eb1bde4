import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'

/** 'Sign out' ('Signing out…' while it goes): in the top bar on a desktop, under More on a phone. */
export const SignOutButton = observer(function SignOutButton() {
  const app = useOwnerApp()
  const t = useOwnerT()
  return (
    <button
      type="button"
      className="ow-button ow-button--quiet"
      disabled={app.session.signingOut}
      onClick={() => void app.session.signOut()}
    >
      {app.session.signingOut ? t('app.signingOut') : t('app.signOut')}
    </button>
  )
})
